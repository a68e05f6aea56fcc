import { MARKETPLACES } from '@booster/domain';
import type { MarketplaceOrder } from '@booster/marketplaces';
import { eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { bindJob } from '../../platform/jobs/index.ts';
import type { MarketplaceGateway } from '../../platform/marketplaces/gateway.ts';
import { RECONCILE_OVERLAP_MS } from '../../platform/marketplaces/reconcile.ts';
import { type ShopRow, type ShopsModule, type StoredWebhook, unlessShopGone } from '../shops/index.ts';
import { connectedAppShops } from '../shops/joins.ts';
import type { OrderAlerts } from './alerts.ts';
import {
  FIRST_RECONCILE_DAYS,
  orderMoneyJob,
  POLL_EVERY_SECONDS,
  RECONCILE_EVERY_MINUTES,
  reconcileDueJob,
  reconcileShopJob,
} from './jobs.ts';
import type { OrderEvents } from './order-events.ts';
import { type AfterOrderWrite, storeOrderMoney, upsertOrder } from './store.ts';
import { orderReconciliations } from './tables.ts';

const PAGE_SIZE = 50;
const MINUTE_MS = 60_000;

type SyncDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  alert: OrderAlerts;
  events: OrderEvents;
  gateway: Pick<MarketplaceGateway, 'adapter'>;
};

/**
 * Keeps orders in step with the platforms: each order webhook re-reads that order, and a periodic
 * reconciliation lists what changed since the shop's last run, catching pushes that never came.
 */
export function createOrderSync(deps: SyncDeps) {
  const { db, shops } = deps;

  /**
   * A new order or a status move is published with the write, however the order came in. History
   * (what a new shop's first reconciliation finds from before it was connected) is not: those sales
   * happened before Booster kept the shop's stock.
   */
  async function store(shop: ShopRow, order: MarketplaceOrder, options: { silent: boolean }) {
    const history = options.silent && order.createdAt < shop.createdAt;
    const afterWrite: AfterOrderWrite = async (tx, stored, written) => {
      if (!history) await deps.events.publishMoves(tx, stored, written);
      if (order.moneyDeferred)
        await deps.jobs.enqueue(orderMoney, { shopId: shop.id, orderId: order.externalId }, { tx });
    };
    const stored = await upsertOrder(db, shop, order, afterWrite);
    if (!options.silent) await deps.alert(shop, order, stored);
  }

  /**
   * An order webhook reads the order without the money behind a second call (Shopee's escrow): the
   * order, its alert and its stock effect wait for one platform call on the shop's rate limit, and
   * the money follows in its own job.
   */
  async function onWebhook(event: StoredWebhook) {
    if (event.kind !== 'order' || !event.subjectId) return;
    const shop = await shops.service.findAppShop(event.marketplace, event.shopId);
    if (shop?.status !== 'connect') return;
    const orderId = event.subjectId;
    await unlessShopGone(deps.logger, { shopId: shop.id, orderId }, 'order webhook not applied', async () => {
      const order = await shops.tokens.callShop(shop, (adapter, credentials) =>
        adapter.getOrder(credentials, orderId, { deferMoney: true }),
      );
      await store(shop, order, { silent: false });
    });
  }

  const connectedShop = (shopId: string) => shops.service.connectedAppShop(shopId);

  async function refreshMoney(shopId: string, orderId: string) {
    const shop = await connectedShop(shopId);
    if (!shop) return;
    await unlessShopGone(deps.logger, { shopId: shop.id, orderId }, 'order money not read', async () => {
      const money = await shops.tokens.callShop(shop, (adapter, credentials) =>
        adapter.getOrderMoney ? adapter.getOrderMoney(credentials, orderId) : Promise.resolve(null),
      );
      if (money) await storeOrderMoney(db, shop.id, orderId, money);
    });
  }

  const orderMoney = bindJob(orderMoneyJob, (p) => refreshMoney(p.shopId, p.orderId));

  /**
   * Lists the shop's orders updated since its last run (the first run reaches back 15 days and
   * stores them without notifying: that is history, not news) and moves the mark forward.
   */
  async function reconcileShop(shopId: string) {
    const shop = await connectedShop(shopId);
    if (!shop) return;
    const [mark] = await db
      .select({ until: orderReconciliations.reconciledUntil })
      .from(orderReconciliations)
      .where(eq(orderReconciliations.shopId, shop.id))
      .limit(1);
    const until = new Date();
    const earliest = until.getTime() - FIRST_RECONCILE_DAYS * 24 * 60 * MINUTE_MS;
    const from = new Date(Math.max(earliest, (mark?.until.getTime() ?? earliest) - RECONCILE_OVERLAP_MS));
    let cursor: string | null = null;
    const done = await unlessShopGone(
      deps.logger,
      { shopId: shop.id },
      'order reconciliation stopped: shop disconnected',
      async () => {
        do {
          const page = await shops.tokens.callShop(shop, (adapter, credentials) =>
            adapter.listOrders(credentials, {
              cursor,
              pageSize: PAGE_SIZE,
              updatedFrom: from,
              updatedTo: until,
            }),
          );
          for (const order of page.items) await store(shop, order, { silent: !mark });
          cursor = page.nextCursor;
        } while (cursor);
      },
    );
    if (!done) return;
    await db
      .insert(orderReconciliations)
      .values({ shopId: shop.id, accountId: shop.accountId, reconciledUntil: until })
      .onConflictDoUpdate({
        target: orderReconciliations.shopId,
        set: { reconciledUntil: until, updatedAt: new Date() },
      });
  }

  const reconcileShopDefinition = bindJob(reconcileShopJob, (p) => reconcileShop(p.shopId));

  /** Platforms that push no order changes: polling is the only way their orders come in. */
  const polled = MARKETPLACES.filter((m) => !deps.gateway.adapter(m).pushesOrderChanges);

  /**
   * Shops never reconciled or last reconciled too long ago; shops of polled platforms every minute,
   * twice (now and half a minute later), so their orders show within POLL_EVERY_SECONDS.
   */
  async function reconcileDue() {
    const dueBefore = new Date(Date.now() - RECONCILE_EVERY_MINUTES * MINUTE_MS);
    const due = await db
      .select({ id: connectedAppShops.id, marketplace: connectedAppShops.marketplace })
      .from(connectedAppShops)
      .leftJoin(orderReconciliations, eq(orderReconciliations.shopId, connectedAppShops.id))
      .where(
        or(
          isNull(orderReconciliations.shopId),
          lt(orderReconciliations.reconciledUntil, dueBefore),
          polled.length > 0 ? inArray(connectedAppShops.marketplace, polled) : undefined,
        ),
      );
    for (const shop of due) {
      await deps.jobs.enqueue(reconcileShopDefinition, { shopId: shop.id });
      if (!polled.includes(shop.marketplace)) continue;
      await deps.jobs.enqueue(
        reconcileShopDefinition,
        { shopId: shop.id, pass: 1 },
        { startAfterSeconds: POLL_EVERY_SECONDS },
      );
    }
  }

  return {
    onWebhook,
    reconcileShop,
    jobs: {
      orderMoney,
      reconcileShop: reconcileShopDefinition,
      reconcileDue: bindJob(reconcileDueJob, () => reconcileDue()),
    },
  };
}

export type OrderSync = ReturnType<typeof createOrderSync>;
