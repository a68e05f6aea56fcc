import { bulkShippingBodySchema, type ShippingRun } from '@booster/contracts';
import { type Marketplace, offersBulkShipping } from '@booster/domain';
import type { ShipInput } from '@booster/marketplaces';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { createItemRuns, type ItemJob, toItemRun } from '../../platform/item-runs/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { activity } from '../../platform/usage-counters/index.ts';
import type { ShopRow, ShopsModule } from '../shops/index.ts';
import { shopNames } from '../shops/joins.ts';
import { callForOrder } from './shipping-failures.ts';
import { requireOrders } from './shipping-orders.ts';
import { type AfterOrderWrite, upsertOrder } from './store.ts';
import { orders } from './tables.ts';

type BulkShippingBody = z.output<typeof bulkShippingBodySchema>;
const choiceSchema = bulkShippingBodySchema.shape.orders.element;

export type ShippingRunsDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  /** What the stored order's write publishes ("order stored"), as for every other write. */
  afterWrite: AfterOrderWrite;
  realtime: RealtimePublisher;
};

/** The feature name of bulk shipping in the shared item runs. */
export const BULK_SHIPPING_FEATURE = 'orders.bulk-shipping';

/** The ShipInput of a stored choice: our order id swapped for the platform's order number. */
function shipInputOf(payload: unknown, externalId: string): ShipInput {
  const { id: _ours, ...choice } = choiceSchema.parse(payload);
  return { ...choice, orderId: externalId };
}

/** Bulk shipping: a run with one item per order, each arranged by its own retried job. */
export function createShippingRuns(deps: ShippingRunsDeps, jobs: { shipItem: ItemJob }) {
  const { db, shops } = deps;

  const runs = createItemRuns(deps, BULK_SHIPPING_FEATURE, jobs.shipItem);

  async function runOf(accountId: string, runId: string): Promise<ShippingRun> {
    const state = await runs.read(accountId, runId);
    const ids = state.failures.map((f) => f.subjectId);
    const failed = ids.length
      ? await db
          .select({ id: orders.id, orderNumber: orders.externalId, shopname: shopNames.shopName })
          .from(orders)
          .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
          .where(and(eq(orders.accountId, accountId), inArray(orders.id, ids)))
      : [];
    const byId = new Map(failed.map((f) => [f.id, f]));
    const run = toItemRun(state, (id) => ({
      label: byId.get(id)?.orderNumber ?? '',
      source: byId.get(id)?.shopname ?? '',
    }));
    return { ...run, marketplace: state.run.marketplace as Marketplace };
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
      const runId = await runs.start({
        accountId: ctx.accountId,
        kind: 'ship',
        marketplace,
        createdBy: ctx.userId,
        items: choices.map((choice) => ({ subjectId: choice.id, payload: choice })),
      });
      return runOf(ctx.accountId, runId);
    },

    status: (ctx: RequestContext, runId: string) => runOf(ctx.accountId, runId),

    /**
     * Job: ships one order. The tracking number is kept on the item as soon as the platform gives it,
     * so a retry after a failed re-read never ships twice.
     */
    runItem: (itemId: string, job: { final: boolean }) =>
      runs.work(itemId, job, async (item) => {
        const [order] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, item.subjectId), eq(orders.accountId, item.accountId)))
          .limit(1);
        if (!order) throw notFound();
        const shop = await shops.service.owned(order.accountId, order.shopId);
        let trackingNumber =
          typeof item.progress?.trackingNumber === 'string' ? item.progress.trackingNumber : null;
        if (trackingNumber === null) {
          const shipped = await callForOrder(shops, shop, (adapter, credentials) =>
            adapter.shipOrder(credentials, shipInputOf(item.payload, order.externalId)),
          );
          trackingNumber = shipped.trackingNumber;
          await runs.saveProgress(item.id, { trackingNumber });
        }
        await storeShipped(shop, order.id, order.externalId, trackingNumber);
        activity.record(item.accountId, 'orderShipped');
      }),
  };
}

export type ShippingRuns = ReturnType<typeof createShippingRuns>;
