import type { BoostQueue, BoostShop } from '@booster/contracts';
import { BOOST_QUEUE_MAX, type BoostRules } from '@booster/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import type { ShopRow } from '../shops/index.ts';
import { type BoostDeps, listingsOf } from './deps.ts';
import { boostQueueItems, boostQueues } from './tables.ts';

type QueueRow = typeof boostQueues.$inferSelect;
export type BoostShopRef = Pick<ShopRow, 'id' | 'shopName' | 'status'>;

/** A queue whose shop lost its connection shows as stopped, whatever the scheduler saw last. */
function statusOf(queue: QueueRow, shop: BoostShopRef): QueueRow['status'] {
  return shop.status !== 'connect' && queue.status === 'active' ? 'stopped' : queue.status;
}

/** What Shopee still holds boosted at `now`, from the last read. */
const stillBoosted = (queue: QueueRow | null, now: Date) =>
  (queue?.boosted ?? []).filter((b) => Date.parse(b.until) > now.getTime());

export function createQueueView(deps: BoostDeps) {
  const { db } = deps;

  async function queueOf(ex: Executor, shopId: string): Promise<QueueRow | null> {
    const [row] = await ex.select().from(boostQueues).where(eq(boostQueues.shopId, shopId)).limit(1);
    return row ?? null;
  }

  /** The setting page's view of a shop's queue (an empty one before the first save). */
  async function view(
    accountId: string,
    shop: ShopRow,
    rules: BoostRules,
    ex: Executor = db,
  ): Promise<BoostQueue> {
    const queue = await queueOf(ex, shop.id);
    const now = deps.now();
    const items = queue
      ? await ex
          .select()
          .from(boostQueueItems)
          .where(eq(boostQueueItems.queueId, queue.id))
          .orderBy(asc(boostQueueItems.priority))
      : [];
    const boosted = stillBoosted(queue, now);
    const listings = listingsOf(deps);
    const [queued, boostedListings] = await Promise.all([
      listings.byIds(
        accountId,
        items.map((i) => i.listingId),
      ),
      listings.byExternalIds(
        accountId,
        shop.id,
        boosted.map((b) => b.externalId),
      ),
    ]);
    const byId = new Map(queued.map((l) => [l._id, l]));
    const until = new Map(boosted.map((b) => [b.externalId, b.until]));
    return {
      shopId: shop.id,
      shopName: shop.shopName,
      shopStatus: shop.status,
      status: queue ? statusOf(queue, shop) : null,
      interval: queue?.interval ?? 'hourly',
      nextRunAt:
        queue && statusOf(queue, shop) === 'active' ? (queue.nextRunAt?.toISOString() ?? null) : null,
      lastRunAt: queue?.lastRunAt?.toISOString() ?? null,
      items: items.flatMap((i) => {
        const listing = byId.get(i.listingId);
        if (!listing) return [];
        return [
          {
            listingId: i.listingId,
            externalId: listing.externalId,
            name: listing.name,
            image: listing.image,
            priority: i.priority,
            lastBoostedAt: i.lastBoostedAt?.toISOString() ?? null,
            boostedUntil: until.get(listing.externalId) ?? null,
          },
        ];
      }),
      boosted: boosted.map((b) => ({
        externalId: b.externalId,
        name: boostedListings.find((l) => l.externalId === b.externalId)?.name ?? null,
        boostedUntil: b.until,
      })),
      boostedReadAt: queue?.boostedReadAt?.toISOString() ?? null,
      maxBoosted: rules.maxBoosted,
      boostHours: rules.boostHours,
      maxItems: BOOST_QUEUE_MAX,
    };
  }

  /** The boost page: every shop with a boost call, its queue at a glance. */
  async function summaries(shopsWithBoost: readonly BoostShopRef[]): Promise<BoostShop[]> {
    if (shopsWithBoost.length === 0) return [];
    const ids = shopsWithBoost.map((s) => s.id);
    const queues = await db.select().from(boostQueues).where(inArray(boostQueues.shopId, ids));
    const counts = queues.length
      ? await db
          .select({ queueId: boostQueueItems.queueId, n: count() })
          .from(boostQueueItems)
          .where(
            inArray(
              boostQueueItems.queueId,
              queues.map((q) => q.id),
            ),
          )
          .groupBy(boostQueueItems.queueId)
      : [];
    const now = deps.now();
    return shopsWithBoost.map((shop) => {
      const queue = queues.find((q) => q.shopId === shop.id);
      const status = queue ? statusOf(queue, shop) : null;
      return {
        shopId: shop.id,
        shopName: shop.shopName,
        shopStatus: shop.status,
        queue:
          queue && status
            ? {
                status,
                interval: queue.interval,
                itemCount: counts.find((c) => c.queueId === queue.id)?.n ?? 0,
                nextRunAt: status === 'active' ? (queue.nextRunAt?.toISOString() ?? null) : null,
                lastRunAt: queue.lastRunAt?.toISOString() ?? null,
                boostedCount: stillBoosted(queue, now).length,
              }
            : null,
      };
    });
  }

  return { queueOf, view, summaries };
}

export type QueueView = ReturnType<typeof createQueueView>;
