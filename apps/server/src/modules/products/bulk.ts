import type { BulkEditBody, BulkRun } from '@booster/contracts';
import { type BulkEditKind, bulkEditAvailable, type Marketplace } from '@booster/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { createItemRuns, type ItemJob, type ItemRow, toItemRun } from '../../platform/item-runs/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { issuesOfKind, mergeBulkRow, parseBulkRow, unknownVariantIds } from './bulk-merge.ts';
import { imagesOnPlatform } from './images.ts';
import { fieldsOfListing, listingIssues, listingRulesError, toListingInput } from './listing-input.ts';
import { externalVariantIdOf, type ListingRow, type VariantRow } from './listing-row.ts';
import { refusedField } from './platform-errors.ts';
import { variantsOf } from './queries.ts';
import type { ListingsService } from './service.ts';
import { listings } from './tables.ts';

export type BulkDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  storage: FileStorage;
  listings: ListingsService;
  realtime: RealtimePublisher;
};

/** The feature name of bulk edits in the shared item runs. */
export const BULK_EDIT_FEATURE = 'products.bulk-edit';

/** Bulk edits: a run with one item per product, each item its own retried job. */
export function createBulkService(deps: BulkDeps, jobs: { bulkItem: ItemJob }) {
  const { db, shops } = deps;

  const runs = createItemRuns(deps, BULK_EDIT_FEATURE, jobs.bulkItem);

  async function runOf(accountId: string, runId: string): Promise<BulkRun> {
    const state = await runs.read(accountId, runId);
    const ids = state.failures.map((f) => f.subjectId);
    const failed = ids.length
      ? await db
          .select({ id: listings.id, name: listings.name, shopId: listings.shopId })
          .from(listings)
          .where(and(eq(listings.accountId, accountId), inArray(listings.id, ids)))
      : [];
    const names = await deps.listings.shopnames(
      accountId,
      failed.map((f) => f.shopId),
    );
    const byId = new Map(failed.map((f) => [f.id, f]));
    const run = toItemRun(state, (id) => {
      const listing = byId.get(id);
      return { label: listing?.name ?? '', source: (listing && names.get(listing.shopId)) ?? '' };
    });
    return { ...run, marketplace: state.run.marketplace as Marketplace };
  }

  /** One item of a run: the listing (still the account's) with the row sent for it. */
  async function runItem(item: ItemRow, kind: BulkEditKind) {
    const [listing] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.id, item.subjectId), eq(listings.accountId, item.accountId)))
      .limit(1);
    if (!listing) throw notFound();
    await apply(kind, listing, await variantsOf(db, listing.id), item.payload);
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

      const runId = await runs.start({
        accountId: ctx.accountId,
        kind: body.kind,
        marketplace,
        createdBy: ctx.userId,
        items: body.rows.map((row) => ({ subjectId: row.listingId, payload: row })),
      });
      return runOf(ctx.accountId, runId);
    },

    status: (ctx: RequestContext, runId: string) => runOf(ctx.accountId, runId),

    /** Job: one product of a run. Platform hiccups are retried; the last failure is kept as its code. */
    runItem: (itemId: string, job: { final: boolean }) =>
      runs.work(itemId, job, (item, run) => runItem(item, run.kind as BulkEditKind)),
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
