import type { ItemFailure } from '@booster/contracts';
import {
  BOOST_INTERVAL_RULES,
  boostRunSize,
  capabilitiesOf,
  marketplaceLabel,
  nextBoostRun,
  pickToBoost,
} from '@booster/domain';
import type { BoostedItem, BoostPort, MarketplaceAdapter } from '@booster/marketplaces';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { withTransaction } from '../../platform/db/index.ts';
import { judgeFailure } from '../../platform/failures/index.ts';
import { type BoostDeps, listingsOf, type Wake } from './deps.ts';
import { boostHistory, boostQueueItems, boostQueues } from './tables.ts';

type QueueRow = typeof boostQueues.$inferSelect;

/** Queues one run takes; the next minute's run continues. */
const BATCH = 200;
const MINUTE_MS = 60_000;
/** A run that is taken waits this long before another worker may take it again (a crashed run). */
const CLAIM_MS = 5 * MINUTE_MS;
/** Shopee down or limiting: the run is tried again this much later. */
const RETRY_MS = 5 * MINUTE_MS;

const ceilMinute = (ms: number) => new Date(Math.ceil(ms / MINUTE_MS) * MINUTE_MS);

function portOf(adapter: MarketplaceAdapter): BoostPort {
  if (!adapter.boost) throw new Error(`${adapter.key} has no boost call`);
  return adapter.boost;
}

export type BoostRunReport = { queues: number; boosted: number; failed: number; stopped: number };

/**
 * The boost job's work at a given moment (the job passes the module's clock; tests a fake one). Each
 * due queue: read what Shopee holds boosted, boost the next products within the free slots, read the
 * boosted list and cool-downs back, and set the next run. A shop that lost its grant stops its queue.
 */
export function createBoostScheduler(deps: BoostDeps, wake: Wake) {
  const { db, shops } = deps;

  /** Takes the run (another worker finds `nextRunAt` moved and skips it). */
  async function claim(queue: QueueRow, now: Date): Promise<boolean> {
    const taken = await db
      .update(boostQueues)
      .set({ nextRunAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(boostQueues.id, queue.id),
          eq(boostQueues.status, 'active'),
          queue.nextRunAt ? eq(boostQueues.nextRunAt, queue.nextRunAt) : undefined,
        ),
      )
      .returning({ id: boostQueues.id });
    return taken.length > 0;
  }

  async function stop(queue: QueueRow) {
    await db
      .update(boostQueues)
      .set({ status: 'stopped', nextRunAt: null, updatedAt: deps.now() })
      .where(and(eq(boostQueues.id, queue.id), eq(boostQueues.status, 'active')));
  }

  async function runQueue(queue: QueueRow, now: Date, report: BoostRunReport) {
    const dueAt = queue.nextRunAt ?? now;
    const shop = await shops.service.connectedAppShop(queue.shopId);
    const rules = shop ? capabilitiesOf(shop.marketplace).boost : null;
    if (!shop || !rules) {
      await stop(queue);
      report.stopped++;
      return;
    }
    const call = <T>(
      fn: (port: BoostPort, credentials: Parameters<BoostPort['listBoosted']>[0]) => Promise<T>,
    ) => shops.tokens.callShop(shop, (adapter, credentials) => fn(portOf(adapter), credentials));
    try {
      const before = await call((port, c) => port.listBoosted(c));
      const items = await db.select().from(boostQueueItems).where(eq(boostQueueItems.queueId, queue.id));
      const listings = await listingsOf(deps).byIds(
        queue.accountId,
        items.map((i) => i.listingId),
      );
      const candidates = items.flatMap((item) => {
        const listing = listings.find((l) => l._id === item.listingId && l.shopId === shop.id);
        return listing ? [{ ...item, productId: listing.externalId, name: listing.name }] : [];
      });
      const boostedBefore = new Set(before.map((b) => b.productId));
      const size = boostRunSize(queue.interval, before.length, rules.maxBoosted);
      const picks = pickToBoost(candidates, boostedBefore, size);
      const result = picks.length
        ? await call((port, c) =>
            port.boostItems(
              c,
              picks.map((p) => p.productId),
            ),
          )
        : { boosted: [], failed: [] };
      const after = picks.length ? await call((port, c) => port.listBoosted(c)) : before;
      const untilOf = (b: BoostedItem) => new Date(now.getTime() + b.coolDownSeconds * 1000);
      const afterById = new Map(after.map((b) => [b.productId, untilOf(b)]));

      // More products waited than there were free slots: try again as soon as one frees.
      const waiting = candidates.some((c) => !boostedBefore.has(c.productId) && !picks.includes(c));
      const short = picks.length < BOOST_INTERVAL_RULES[queue.interval].perRun && waiting && after.length > 0;
      let next = nextBoostRun(dueAt, queue.interval, now);
      if (short) {
        const freesAt = ceilMinute(Math.min(...[...afterById.values()].map((d) => d.getTime())));
        if (freesAt < next) next = freesAt;
      }
      const marketplace = marketplaceLabel(shop.marketplace);
      await withTransaction(db, async (tx) => {
        const boostedIds = picks.filter((p) => result.boosted.includes(p.productId));
        if (boostedIds.length)
          await tx
            .update(boostQueueItems)
            .set({ lastBoostedAt: now })
            .where(
              inArray(
                boostQueueItems.id,
                boostedIds.map((p) => p.id),
              ),
            );
        const rows = picks.flatMap((p) => {
          const failed = result.failed.find((f) => f.productId === p.productId);
          if (!failed && !result.boosted.includes(p.productId)) return [];
          const failure: ItemFailure | null = failed
            ? { code: 'platformRefused', params: { marketplace, reason: failed.reason } }
            : null;
          return [
            {
              accountId: queue.accountId,
              shopId: shop.id,
              listingId: p.listingId,
              externalId: p.productId,
              name: p.name,
              outcome: failed ? ('failed' as const) : ('boosted' as const),
              failure,
              boostedUntil: failed ? null : (afterById.get(p.productId) ?? null),
              at: now,
            },
          ];
        });
        if (rows.length) await tx.insert(boostHistory).values(rows);
        await tx
          .update(boostQueues)
          .set({
            lastRunAt: now,
            nextRunAt: next,
            boosted: after.map((b) => ({ externalId: b.productId, until: untilOf(b).toISOString() })),
            boostedReadAt: now,
            updatedAt: now,
          })
          .where(and(eq(boostQueues.id, queue.id), eq(boostQueues.status, 'active')));
      });
      wake(next);
      report.boosted += result.boosted.length;
      report.failed += result.failed.length;
    } catch (err) {
      const verdict = judgeFailure(err);
      if (verdict.reconnect) {
        await stop(queue);
        report.stopped++;
        return;
      }
      deps.logger.warn({ err, shopId: shop.id }, 'boost run failed');
      const retryAt = verdict.retryable
        ? ceilMinute(now.getTime() + RETRY_MS)
        : nextBoostRun(dueAt, queue.interval, now);
      await db
        .update(boostQueues)
        .set({ nextRunAt: retryAt, updatedAt: now })
        .where(and(eq(boostQueues.id, queue.id), eq(boostQueues.status, 'active')));
      wake(retryAt);
    }
  }

  return {
    /** Every active queue due at `now`, each run once. */
    async run(now: Date): Promise<BoostRunReport> {
      const due = await db
        .select()
        .from(boostQueues)
        .where(and(eq(boostQueues.status, 'active'), lte(boostQueues.nextRunAt, now)))
        .orderBy(asc(boostQueues.nextRunAt))
        .limit(BATCH);
      const report: BoostRunReport = { queues: 0, boosted: 0, failed: 0, stopped: 0 };
      for (const queue of due) {
        if (!(await claim(queue, now))) continue;
        report.queues++;
        await runQueue(queue, now, report);
      }
      return report;
    },
  };
}
