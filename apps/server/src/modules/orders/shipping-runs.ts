import { bulkShippingBodySchema, type ShippingRun } from '@booster/contracts';
import { type Marketplace, offersBulkShipping } from '@booster/domain';
import type { ShipInput } from '@booster/marketplaces';
import { and, count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { isRetryable } from '../../platform/failures/index.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/index.ts';
import type { ShopRow, ShopsModule } from '../shops/index.ts';
import { shopNames } from '../shops/joins.ts';
import { callForOrder, failureOf } from './shipping-failures.ts';
import { requireOrders } from './shipping-orders.ts';
import { type AfterOrderWrite, upsertOrder } from './store.ts';
import { orders, shippingRunItems, shippingRuns } from './tables.ts';

type BulkShippingBody = z.output<typeof bulkShippingBodySchema>;
const choiceSchema = bulkShippingBodySchema.shape.orders.element;

export type ShippingRunsDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  /** What the stored order's write publishes ("order stored"), as for every other write. */
  afterWrite: AfterOrderWrite;
};

/** The ShipInput of a stored choice: our order id swapped for the platform's order number. */
function shipInputOf(payload: unknown, externalId: string): ShipInput {
  const { id: _ours, ...choice } = choiceSchema.parse(payload);
  return { ...choice, orderId: externalId };
}

/** Bulk shipping: a run with one item per order, each arranged by its own retried job. */
export function createShippingRuns(deps: ShippingRunsDeps, jobs: { shipItem: JobDefinition }) {
  const { db, shops } = deps;

  async function runOf(accountId: string, runId: string): Promise<ShippingRun> {
    const [run] = await db
      .select()
      .from(shippingRuns)
      .where(and(eq(shippingRuns.id, runId), eq(shippingRuns.accountId, accountId)))
      .limit(1);
    if (!run) throw notFound();
    const [counts, failed] = await Promise.all([
      db
        .select({ status: shippingRunItems.status, n: count() })
        .from(shippingRunItems)
        .where(eq(shippingRunItems.runId, run.id))
        .groupBy(shippingRunItems.status),
      db
        .select({
          orderId: shippingRunItems.orderId,
          reason: shippingRunItems.error,
          reconnect: shippingRunItems.reconnect,
          orderNumber: orders.externalId,
          shopname: shopNames.shopName,
        })
        .from(shippingRunItems)
        .innerJoin(orders, eq(orders.id, shippingRunItems.orderId))
        .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
        .where(and(eq(shippingRunItems.runId, run.id), eq(shippingRunItems.status, 'failed')))
        .orderBy(orders.externalId),
    ]);
    const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    return {
      _id: run.id,
      marketplace: run.marketplace,
      status: n('pending') > 0 ? 'running' : 'done',
      total: run.total,
      succeeded: n('succeeded'),
      failed: n('failed'),
      failures: failed.map((f) => ({ ...f, reason: f.reason ?? '' })),
      createdAt: run.createdAt.toISOString(),
    };
  }

  async function settle(
    itemId: string,
    outcome: { status: 'succeeded' } | { status: 'failed'; reason: string; reconnect: boolean },
  ) {
    await db
      .update(shippingRunItems)
      .set({
        status: outcome.status,
        error: outcome.status === 'failed' ? outcome.reason : null,
        reconnect: outcome.status === 'failed' && outcome.reconnect,
        updatedAt: new Date(),
      })
      .where(eq(shippingRunItems.id, itemId));
  }

  /**
   * The platform's view after shipping (status, resi) written to our order. When the re-read fails
   * for good the shipment still happened: the tracking number alone is kept.
   */
  async function storeShipped(shop: ShopRow, orderId: string, externalId: string, trackingNumber: string) {
    try {
      const fresh = await callForOrder(shops, shop, (adapter, credentials) =>
        adapter.getOrder(credentials, externalId),
      );
      await upsertOrder(
        db,
        shop,
        { ...fresh, trackingNumber: fresh.trackingNumber ?? trackingNumber },
        deps.afterWrite,
      );
    } catch (err) {
      deps.logger.warn({ err, orderId }, 'order not re-read after shipping');
      await db.update(orders).set({ trackingNumber, syncedAt: new Date() }).where(eq(orders.id, orderId));
    }
  }

  return {
    async start(ctx: RequestContext, marketplace: Marketplace, body: BulkShippingBody): Promise<ShippingRun> {
      if (!offersBulkShipping(marketplace)) throw notFound();
      const choices = [...new Map(body.orders.map((o) => [o.id, o])).values()];
      await requireOrders(
        db,
        ctx.accountId,
        marketplace,
        choices.map((c) => c.id),
      );
      const runId = await withTransaction(db, async (tx) => {
        const [run] = await tx
          .insert(shippingRuns)
          .values({ accountId: ctx.accountId, marketplace, total: choices.length })
          .returning({ id: shippingRuns.id });
        const items = await tx
          .insert(shippingRunItems)
          .values(
            choices.map((choice) => ({
              runId: run.id,
              accountId: ctx.accountId,
              orderId: choice.id,
              payload: choice,
            })),
          )
          .returning({ id: shippingRunItems.id });
        for (const item of items) await deps.jobs.enqueue(jobs.shipItem, { itemId: item.id }, { tx });
        return run.id;
      });
      return runOf(ctx.accountId, runId);
    },

    status: (ctx: RequestContext, runId: string) => runOf(ctx.accountId, runId),

    /**
     * Job: ships one order. The tracking number is kept on the item as soon as the platform gives it,
     * so a retry after a failed re-read never ships twice.
     */
    async runItem(itemId: string, job: { final: boolean }) {
      const [row] = await db
        .select({ item: shippingRunItems, order: orders })
        .from(shippingRunItems)
        .innerJoin(orders, eq(orders.id, shippingRunItems.orderId))
        .where(eq(shippingRunItems.id, itemId))
        .limit(1);
      if (row?.item.status !== 'pending') return;
      const { item, order } = row;
      try {
        const shop = await shops.service.owned(order.accountId, order.shopId);
        let trackingNumber = item.trackingNumber;
        if (trackingNumber === null) {
          const shipped = await callForOrder(shops, shop, (adapter, credentials) =>
            adapter.shipOrder(credentials, shipInputOf(item.payload, order.externalId)),
          );
          trackingNumber = shipped.trackingNumber;
          await db
            .update(shippingRunItems)
            .set({ trackingNumber, updatedAt: new Date() })
            .where(eq(shippingRunItems.id, itemId));
        }
        await storeShipped(shop, order.id, order.externalId, trackingNumber);
        await settle(itemId, { status: 'succeeded' });
      } catch (err) {
        if (isRetryable(err) && !job.final) throw err;
        if (!(err instanceof AppError)) deps.logger.error({ err, itemId }, 'shipping item failed');
        await settle(itemId, { status: 'failed', ...failureOf(err) });
      }
    },
  };
}

export type ShippingRuns = ReturnType<typeof createShippingRuns>;
