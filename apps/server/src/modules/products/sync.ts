import type { MarketplaceProduct } from '@booster/marketplaces';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { isRetryable } from '../../platform/failures/index.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/index.ts';
import type { ShopRow, ShopsModule, StoredWebhook } from '../shops/index.ts';
import type { ListingsService } from './service.ts';
import { archiveNotSyncedSince, lastPlatformUpdate } from './store.ts';
import { listings } from './tables.ts';

const SYNC_PAGE_SIZE = 50;

export type SyncDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  listings: ListingsService;
};

/**
 * Keeps stored listings in step with the platforms: every page of a full import, product webhooks
 * (re-read that product) and a periodic incremental sync per shop.
 */
export function createProductSync(deps: SyncDeps, jobs: { syncShop: JobDefinition }) {
  const { db, shops } = deps;

  async function onImportedPage(
    shop: ShopRow,
    products: MarketplaceProduct[],
    page: { startedAt: Date; last: boolean },
  ) {
    await deps.listings.store(shop, products);
    if (page.last) await archiveNotSyncedSince(db, shop.id, page.startedAt);
  }

  async function onWebhook(event: StoredWebhook) {
    if (event.kind !== 'product') return;
    const shop = await shops.service.findAppShop(event.marketplace, event.shopId);
    if (shop?.status !== 'connect') return;
    try {
      if (event.subjectId) await deps.listings.reimport(shop, [event.subjectId]);
      else await deps.jobs.enqueue(jobs.syncShop, { accountId: shop.accountId, shopId: shop.id });
    } catch (err) {
      // A platform hiccup retries the webhook job; a shop that lost its token waits for reconnection.
      if (isRetryable(err)) throw err;
      deps.logger.warn({ err, shopId: shop.id }, 'product webhook not applied');
    }
  }

  /** Products changed on the platform since the newest change we hold. */
  async function syncShop(accountId: string, shopId: string) {
    let shop: ShopRow;
    try {
      shop = await shops.service.owned(accountId, shopId);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return;
      throw err;
    }
    if (shop.status !== 'connect') return;
    const updatedAfter = (await lastPlatformUpdate(db, shop.id)) ?? undefined;
    let cursor: string | null = null;
    do {
      const page = await shops.tokens.callShop(shop, (adapter, credentials) =>
        adapter.listProducts(credentials, { cursor, pageSize: SYNC_PAGE_SIZE, updatedAfter }),
      );
      await deps.listings.store(shop, page.items);
      cursor = page.nextCursor;
    } while (cursor);
  }

  /** Queues the incremental sync of every shop we hold listings of (a new shop gets its full import). */
  async function syncDue() {
    const rows = await db
      .selectDistinct({ accountId: listings.accountId, shopId: listings.shopId })
      .from(listings);
    for (const row of rows) await deps.jobs.enqueue(jobs.syncShop, row);
  }

  return { onImportedPage, onWebhook, syncShop, syncDue };
}
