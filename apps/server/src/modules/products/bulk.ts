import type { BulkEditBody, BulkRun } from '@booster/contracts';
import { type BulkEditKind, bulkEditAvailable, type Marketplace } from '@booster/domain';
import { AdapterError } from '@booster/marketplaces';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { isRetryable } from '../../platform/failures/index.ts';
import { t } from '../../platform/i18n/index.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/index.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { issuesOfKind, mergeBulkRow, parseBulkRow, unknownVariantIds } from './bulk-merge.ts';
import { imagesOnPlatform } from './images.ts';
import { fieldsOfListing, listingIssues, listingRulesError, toListingInput } from './listing-input.ts';
import { externalVariantIdOf, type ListingRow, type VariantRow } from './listing-row.ts';
import { refusedField } from './platform-errors.ts';
import { variantsOf } from './queries.ts';
import type { ListingsService } from './service.ts';
import { bulkRunItems, bulkRuns, listings } from './tables.ts';

/** The reason text the web matches to offer re-integration (spec section 8). */
export const INVALID_ACCESS_TOKEN = 'invalid access token';

export type BulkDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  storage: FileStorage;
  listings: ListingsService;
};

/** Why an item failed, as the result dialog lists it (in Indonesian: the job has no caller's locale). */
function failureOf(err: unknown): { reason: string; reconnect: boolean } {
  if (err instanceof AppError && err.code === 'SHOP_DISCONNECTED')
    return { reason: INVALID_ACCESS_TOKEN, reconnect: true };
  if (err instanceof AppError && err.cause instanceof AdapterError && err.cause.kind === 'invalid_input')
    return { reason: err.cause.message, reconnect: false };
  if (err instanceof AppError) return { reason: t('id', err.messageKey, err.params), reconnect: false };
  return { reason: t('id', 'errors.INTERNAL'), reconnect: false };
}

/** Bulk edits: a run with one item per product, each item its own retried job. */
export function createBulkService(deps: BulkDeps, jobs: { bulkItem: JobDefinition }) {
  const { db, shops } = deps;

  async function runOf(accountId: string, runId: string): Promise<BulkRun> {
    const [run] = await db
      .select()
      .from(bulkRuns)
      .where(and(eq(bulkRuns.id, runId), eq(bulkRuns.accountId, accountId)))
      .limit(1);
    if (!run) throw notFound();
    const [counts, failed] = await Promise.all([
      db
        .select({ status: bulkRunItems.status, n: count() })
        .from(bulkRunItems)
        .where(eq(bulkRunItems.runId, run.id))
        .groupBy(bulkRunItems.status),
      db
        .select({
          listingId: bulkRunItems.listingId,
          error: bulkRunItems.error,
          reconnect: bulkRunItems.reconnect,
          name: listings.name,
          shopId: listings.shopId,
        })
        .from(bulkRunItems)
        .innerJoin(listings, eq(listings.id, bulkRunItems.listingId))
        .where(and(eq(bulkRunItems.runId, run.id), eq(bulkRunItems.status, 'failed'))),
    ]);
    const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    const names = await deps.listings.shopnames(
      accountId,
      failed.map((f) => f.shopId),
    );
    return {
      _id: run.id,
      kind: run.kind,
      marketplace: run.marketplace,
      status: n('pending') > 0 ? 'running' : 'done',
      total: run.total,
      succeeded: n('succeeded'),
      failed: n('failed'),
      failures: failed.map((f) => ({
        listingId: f.listingId,
        name: f.name,
        shopname: names.get(f.shopId) ?? '',
        reason: f.error ?? '',
        reconnect: f.reconnect === 1,
      })),
      createdAt: run.createdAt.toISOString(),
    };
  }

  /** Sends one row: supplier stays in Booster; stock-price uses the stock and price calls; the rest a whole product. */
  async function apply(kind: BulkEditKind, listing: ListingRow, variants: VariantRow[], payload: unknown) {
    const row = parseBulkRow(kind, payload);
    if (kind === 'supplier') {
      await db
        .update(listings)
        .set({ supplier: parseBulkRow('supplier', payload).supplier || null, updatedAt: new Date() })
        .where(eq(listings.id, listing.id));
      return;
    }
    if (
      kind === 'stock-price' &&
      unknownVariantIds(parseBulkRow('stock-price', payload), new Set(variants.map((v) => v.id))).length
    )
      throw notFound();
    const fields = mergeBulkRow(kind, fieldsOfListing(listing, variants), row);
    const issues = issuesOfKind(kind, listingIssues(listing.marketplace, fields));
    if (issues.length > 0) throw listingRulesError('id', issues);

    const shop = deps.listings.requireConnected(await shops.service.owned(listing.accountId, listing.shopId));
    await shops.tokens.callShop(shop, async (adapter, credentials) => {
      try {
        if (kind === 'stock-price') {
          for (const [i, v] of variants.entries()) {
            const next = fields.variants[i];
            const variantId = externalVariantIdOf(listing, v);
            const productId = listing.externalId;
            if (next.price !== v.price)
              await adapter.updatePrice(credentials, { productId, variantId, price: next.price });
            if (next.stock !== v.stock)
              await adapter.updateStock(credentials, { productId, variantId, stock: next.stock });
          }
          return;
        }
        const images = await imagesOnPlatform(deps.storage, adapter, credentials, fields.images);
        await adapter.updateProduct(
          credentials,
          listing.externalId,
          toListingInput(fields, images, variants),
        );
      } catch (err) {
        throw refusedField(err, listing.marketplace);
      }
    });
    await deps.listings.reimport(shop, [listing.externalId]);
  }

  async function finish(itemId: string, outcome: { error: string; reconnect: boolean } | null) {
    await db
      .update(bulkRunItems)
      .set({
        status: outcome ? 'failed' : 'succeeded',
        error: outcome?.error ?? null,
        reconnect: outcome?.reconnect ? 1 : 0,
        updatedAt: new Date(),
      })
      .where(eq(bulkRunItems.id, itemId));
  }

  return {
    async start(ctx: RequestContext, marketplace: Marketplace, body: BulkEditBody): Promise<BulkRun> {
      if (!bulkEditAvailable(body.kind, marketplace)) throw new AppError('UNSUPPORTED_MARKETPLACE');
      const ids = [...new Set(body.rows.map((r) => r.listingId))];
      const found = await db
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(
            eq(listings.accountId, ctx.accountId),
            eq(listings.marketplace, marketplace),
            inArray(listings.id, ids),
          ),
        );
      if (found.length !== ids.length) throw notFound();

      const runId = await withTransaction(db, async (tx) => {
        const [run] = await tx
          .insert(bulkRuns)
          .values({
            accountId: ctx.accountId,
            marketplace,
            kind: body.kind,
            total: body.rows.length,
            createdBy: ctx.userId,
          })
          .returning({ id: bulkRuns.id });
        const items = await tx
          .insert(bulkRunItems)
          .values(
            body.rows.map((row) => ({
              runId: run.id,
              accountId: ctx.accountId,
              listingId: row.listingId,
              payload: row,
            })),
          )
          .returning({ id: bulkRunItems.id });
        for (const item of items) await deps.jobs.enqueue(jobs.bulkItem, { itemId: item.id }, { tx });
        return run.id;
      });
      return runOf(ctx.accountId, runId);
    },

    status: (ctx: RequestContext, runId: string) => runOf(ctx.accountId, runId),

    /** Job: one product of a run. Platform hiccups are retried; the last failure is recorded with its reason. */
    async runItem(itemId: string, job: { final: boolean }) {
      const [item] = await db
        .select({ item: bulkRunItems, kind: bulkRuns.kind, listing: listings })
        .from(bulkRunItems)
        .innerJoin(bulkRuns, eq(bulkRuns.id, bulkRunItems.runId))
        .innerJoin(listings, eq(listings.id, bulkRunItems.listingId))
        .where(eq(bulkRunItems.id, itemId))
        .limit(1);
      if (item?.item.status !== 'pending') return;
      try {
        await apply(
          item.kind as BulkEditKind,
          item.listing,
          await variantsOf(db, item.listing.id),
          item.item.payload,
        );
        await finish(itemId, null);
      } catch (err) {
        if (isRetryable(err) && !job.final) throw err;
        if (!(err instanceof AppError)) deps.logger.error({ err, itemId }, 'bulk edit item failed');
        const { reason, reconnect } = failureOf(err);
        await finish(itemId, { error: reason, reconnect });
      }
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
