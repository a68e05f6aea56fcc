import type { BoostHistoryEntry, BoostQueue, boostQueueBodySchema } from '@booster/contracts';
import { BOOST_INTERVAL_RULES, BOOST_MARKETPLACES, firstBoostRun, type pageMeta } from '@booster/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import { offsetPage, withTransaction } from '../../platform/db/index.ts';
import { AppError, fieldError, notFound } from '../../platform/errors/index.ts';
import { type BoostDeps, listingsOf, type Wake } from './deps.ts';
import type { QueueView } from './queue-view.ts';
import { boostShopOf } from './shop-of.ts';
import { boostHistory, boostQueueItems, boostQueues } from './tables.ts';

export const BOOST_HISTORY_PAGE_SIZE = 20;
const PRODUCT_OPTIONS = 50;
const HOUR_MS = 3_600_000;

type QueueBody = z.output<typeof boostQueueBodySchema>;

/** The seller's side of boost: the queue's products and interval, pause and resume, the history. */
export function createBoostQueues(deps: BoostDeps, queues: QueueView, wake: Wake) {
  const { db } = deps;

  async function read(ctx: RequestContext, shopId: string): Promise<BoostQueue> {
    const { shop, rules } = await boostShopOf(deps, ctx.accountId, shopId);
    return queues.view(ctx.accountId, shop, rules);
  }

  /** The queue row of the shop, or 404 before the seller saved one. */
  async function existing(ctx: RequestContext, shopId: string) {
    const found = await boostShopOf(deps, ctx.accountId, shopId);
    const queue = await queues.queueOf(db, shopId);
    if (!queue) throw notFound();
    return { ...found, queue };
  }

  return {
    read,

    async list(ctx: RequestContext) {
      const { docs } = await deps.shops.service.list(ctx, {
        marketplace: [...BOOST_MARKETPLACES],
        appCategory: 'app',
        page: 1,
        limit: 300,
      });
      return {
        docs: await queues.summaries(
          docs.map((s) => ({ id: s._id, shopName: s.shopname, status: s.status })),
        ),
      };
    },

    /**
     * Replaces the queue (priority = position) and the interval in one transaction. Products that stay
     * keep when they were last boosted. A new queue starts at the next minute; a new interval counts
     * from the last run.
     */
    async save(ctx: RequestContext, shopId: string, body: QueueBody): Promise<BoostQueue> {
      const { shop, rules } = await boostShopOf(deps, ctx.accountId, shopId);
      const listings = await listingsOf(deps).byIds(ctx.accountId, body.listingIds);
      const known = new Set(listings.filter((l) => l.shopId === shop.id).map((l) => l._id));
      if (body.listingIds.some((id) => !known.has(id)))
        throw fieldError('listingIds', 'validation.boostProductUnknown');
      const now = deps.now();
      const saved = await withTransaction(db, async (tx) => {
        const [current] = await tx
          .select()
          .from(boostQueues)
          .where(eq(boostQueues.shopId, shop.id))
          .for('update');
        const first = firstBoostRun(now);
        const afterLast = (last: Date | null) =>
          last
            ? new Date(
                Math.max(
                  first.getTime(),
                  last.getTime() + BOOST_INTERVAL_RULES[body.interval].everyHours * HOUR_MS,
                ),
              )
            : first;
        let queueId: string;
        if (!current) {
          const [created] = await tx
            .insert(boostQueues)
            .values({
              accountId: ctx.accountId,
              shopId: shop.id,
              interval: body.interval,
              status: shop.status === 'connect' ? 'active' : 'stopped',
              nextRunAt: shop.status === 'connect' ? first : null,
            })
            .returning({ id: boostQueues.id });
          queueId = created.id;
        } else {
          queueId = current.id;
          const changed = current.interval !== body.interval && current.status === 'active';
          await tx
            .update(boostQueues)
            .set({
              interval: body.interval,
              nextRunAt: changed ? afterLast(current.lastRunAt) : current.nextRunAt,
              updatedAt: now,
            })
            .where(eq(boostQueues.id, current.id));
        }
        const before = await tx.select().from(boostQueueItems).where(eq(boostQueueItems.queueId, queueId));
        const lastBoosted = new Map(before.map((i) => [i.listingId, i.lastBoostedAt]));
        await tx.delete(boostQueueItems).where(eq(boostQueueItems.queueId, queueId));
        if (body.listingIds.length > 0)
          await tx.insert(boostQueueItems).values(
            body.listingIds.map((listingId, i) => ({
              queueId,
              listingId,
              priority: i + 1,
              lastBoostedAt: lastBoosted.get(listingId) ?? null,
            })),
          );
        return queues.view(ctx.accountId, shop, rules, tx);
      });
      if (saved.nextRunAt) wake(new Date(saved.nextRunAt));
      return saved;
    },

    async pause(ctx: RequestContext, shopId: string): Promise<BoostQueue> {
      const { shop, rules, queue } = await existing(ctx, shopId);
      await db
        .update(boostQueues)
        .set({ status: 'paused', nextRunAt: null, updatedAt: deps.now() })
        .where(eq(boostQueues.id, queue.id));
      return queues.view(ctx.accountId, shop, rules);
    },

    /** Runs again from the next minute; a disconnected shop must be integrated again first (409). */
    async resume(ctx: RequestContext, shopId: string): Promise<BoostQueue> {
      const { shop, rules, queue } = await existing(ctx, shopId);
      if (shop.status !== 'connect')
        throw new AppError('SHOP_DISCONNECTED', {
          details: { shopId: shop.id, marketplace: shop.marketplace },
        });
      const now = deps.now();
      const first = firstBoostRun(now);
      await db
        .update(boostQueues)
        .set({ status: 'active', nextRunAt: first, updatedAt: now })
        .where(eq(boostQueues.id, queue.id));
      wake(first);
      return queues.view(ctx.accountId, shop, rules);
    },

    async remove(ctx: RequestContext, shopId: string) {
      const { queue } = await existing(ctx, shopId);
      await db.delete(boostQueues).where(eq(boostQueues.id, queue.id));
    },

    async history(
      ctx: RequestContext,
      shopId: string,
      query: { page: number; listingId?: string },
    ): Promise<{ docs: BoostHistoryEntry[] } & ReturnType<typeof pageMeta>> {
      const { shop } = await boostShopOf(deps, ctx.accountId, shopId);
      const where = and(
        eq(boostHistory.shopId, shop.id),
        eq(boostHistory.accountId, ctx.accountId),
        query.listingId ? eq(boostHistory.listingId, query.listingId) : undefined,
      );
      const { rows, meta } = await offsetPage(db, boostHistory, {
        where,
        orderBy: [desc(boostHistory.at), desc(boostHistory.id)],
        page: query.page,
        limit: BOOST_HISTORY_PAGE_SIZE,
      });
      return {
        docs: rows.map((r) => ({
          _id: r.id,
          listingId: r.listingId,
          externalId: r.externalId,
          name: r.name,
          outcome: r.outcome,
          failure: r.failure ?? null,
          at: r.at.toISOString(),
          boostedUntil: r.boostedUntil?.toISOString() ?? null,
        })),
        ...meta,
      };
    },

    async products(ctx: RequestContext, shopId: string, search?: string) {
      const { shop } = await boostShopOf(deps, ctx.accountId, shopId);
      const rows = await listingsOf(deps).ofShop(ctx.accountId, shop.id, { search, limit: PRODUCT_OPTIONS });
      return {
        docs: rows.map((r) => ({
          _id: r._id,
          externalId: r.externalId,
          name: r.name,
          image: r.image,
          price: r.price,
        })),
      };
    },
  };
}

export type BoostQueues = ReturnType<typeof createBoostQueues>;
