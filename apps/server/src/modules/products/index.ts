import type { Marketplace } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { bindJob } from '../../platform/jobs/index.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import { createFileStorage, localDiskDriver, registerFileRoutes } from '../../platform/storage/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { createBulkService } from './bulk.ts';
import { createChatProductLookups } from './chat-lookups.ts';
import { createCloneSource } from './clone-source.ts';
import { createListingCovers } from './covers.ts';
import { bulkItemJob, SYNC_DUE_CRON, syncDueJob, syncShopJob } from './jobs.ts';
import { type ListingFilter, type ListingSort, variantsByIds, walkListings } from './queries.ts';
import { registerProductsRoutes } from './routes.ts';
import { createListingsService } from './service.ts';
import { createProductSync } from './sync.ts';
import { createVariantsFacade } from './variants.ts';

export type { CloneSource, CloneSourceListing, StoredCopy } from './clone-source.ts';
export type { ListingCover, ListingCovers, UploadToPlatform } from './covers.ts';
export type { SourceListing } from './listing-source.ts';
export { refusedField } from './platform-errors.ts';
export type { ListingWithVariants } from './queries.ts';
export type { ListingsService, MasterSkuLookup } from './service.ts';
export type { ReservationsListener, StoredReservation } from './store.ts';
export type { VariantRef, VariantsFacade } from './variants.ts';

export type ProductsDeps = ModuleRuntime & {
  shops: ShopsModule;
  /** Where uploaded product images are kept (local disk under DATA_DIR by default). */
  dataDir: string;
  appUrl: string;
};

/** Marketplace products (listings): import and sync, lists, create and edit, bulk edits. */
export function createProductsModule(deps: ProductsDeps) {
  const { db, shops } = deps;
  const storage = createFileStorage(localDiskDriver(`${deps.dataDir}/uploads`), { appUrl: deps.appUrl });
  const service = createListingsService({ db, shops, storage });

  const syncShop = bindJob(syncShopJob, (p) => sync.syncShop(p.accountId, p.shopId));
  const syncDue = bindJob(syncDueJob, () => sync.syncDue());
  const bulkItem = bindJob(bulkItemJob, (p, job) => bulk.runItem(p.itemId, job));

  const sync = createProductSync({ ...deps, listings: service }, { syncShop });
  const bulk = createBulkService({ ...deps, storage, listings: service }, { bulkItem });
  const variants = createVariantsFacade({ db, shops, listings: service });

  for (const job of [syncShop, syncDue, bulkItem]) deps.jobs.register(job);
  deps.jobs.schedule(syncDue, SYNC_DUE_CRON, {});
  shops.service.onImportedPage(sync.onImportedPage);
  shops.webhooks.subscribe('products', sync.onWebhook, { kinds: ['product'] });

  return {
    service,
    bulk,
    variants,
    storage,
    /** Read and replace listing covers (frames). */
    covers: createListingCovers({ db, shops, listings: service }),
    /** A shop's listings as the chat inbox shows them (product-card picker, product cards). */
    forChat: createChatProductLookups(db),
    /** A shop's products to copy and the copies stored (clone shop). */
    forClone: createCloneSource(db),
    /** Listings with their variants for spreadsheets: every row of a list's filter, and variants by id. */
    forSheets: {
      walk: (accountId: string, marketplace: Marketplace, query: ListingFilter & { sort: ListingSort }) =>
        walkListings(db, accountId, marketplace, query),
      variantsByIds: (accountId: string, marketplace: Marketplace, ids: string[]) =>
        variantsByIds(db, accountId, marketplace, ids),
    },
    jobs: { syncShop, syncDue, bulkItem },
    registerRoutes(app: FastifyInstance) {
      registerProductsRoutes(app, { listings: service, bulk });
      registerFileRoutes(app, storage);
    },
  };
}

export type ProductsModule = ReturnType<typeof createProductsModule>;
