import type { ListingDetail, ListingForm, ListingTabs } from '@booster/contracts';
import { cappedPageMeta, countCapFor, type Marketplace } from '@booster/domain';
import { AdapterError, type MarketplaceProduct } from '@booster/marketplaces';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { AppError, fieldError, notFound } from '../../platform/errors/index.ts';
import type { FileStorage, ImageContentType } from '../../platform/storage/index.ts';
import { activity } from '../../platform/usage-counters/index.ts';
import type { ShopRow, ShopsModule } from '../shops/index.ts';
import { checkImagesSendable, imagesOnPlatform, storeUploadedImage } from './images.ts';
import { listingSummaries, listingTotal } from './list-page.ts';
import { listingIssues, listingRulesError, toListingInput } from './listing-input.ts';
import { type ListingRow, toDetail } from './listing-row.ts';
import { createMetaCache } from './meta-cache.ts';
import { refusedField } from './platform-errors.ts';
import { findListing, type ListingFilter, type ListingSort, tabCounts, variantsOf } from './queries.ts';
import { archiveListing, type ReservationsListener, storeProducts } from './store.ts';

export type ListingsDeps = { db: Db; shops: ShopsModule; storage: FileStorage };

/** Which master SKU each listing variant takes its stock from (the stock module answers). */
export type MasterSkuLookup = (variantIds: string[]) => Promise<Map<string, string>>;

export function createListingsService(deps: ListingsDeps) {
  const { db, shops, storage } = deps;
  const meta = createMetaCache();
  let masterSkusOf: MasterSkuLookup = async () => new Map();
  let onReservations: ReservationsListener | undefined;

  /** Stores products the platform returned (and tells the stock module their campaign reservations). */
  const store = (shop: ShopRow, products: readonly MarketplaceProduct[]) =>
    storeProducts(db, shop, products, onReservations);

  /** A product shop of this account on this marketplace; anything else is 404. */
  async function productShop(accountId: string, marketplace: Marketplace, shopId: string): Promise<ShopRow> {
    const shop = await shops.service.owned(accountId, shopId);
    if (shop.marketplace !== marketplace || shop.appCategory !== 'app') throw notFound();
    return shop;
  }

  function requireConnected(shop: ShopRow): ShopRow {
    if (shop.status !== 'connect')
      throw new AppError('SHOP_DISCONNECTED', {
        details: { shopId: shop.id, marketplace: shop.marketplace },
      });
    return shop;
  }

  async function shopnames(accountId: string, shopIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await Promise.all([...new Set(shopIds)].map((id) => shops.service.owned(accountId, id)));
    return new Map(rows.map((r) => [r.id, r.shopName]));
  }

  async function detailOf(row: ListingRow): Promise<ListingDetail> {
    const [variants, names] = await Promise.all([
      variantsOf(db, row.id),
      shopnames(row.accountId, [row.shopId]),
    ]);
    const masters = await masterSkusOf(variants.map((v) => v.id));
    return toDetail(row, variants, names.get(row.shopId) ?? '', masters);
  }

  /**
   * Reads the named products from the platform and stores them; a product the platform no longer
   * has is archived. Returns how many were stored.
   */
  async function reimport(shop: ShopRow, externalIds: readonly string[]): Promise<number> {
    const products = await shops.tokens.callShop(shop, async (adapter, credentials) => {
      const found: MarketplaceProduct[] = [];
      for (const id of externalIds) {
        try {
          found.push(await adapter.getProduct(credentials, id));
        } catch (err) {
          if (!(err instanceof AdapterError && err.kind === 'not_found')) throw err;
          await archiveListing(db, shop.id, id);
        }
      }
      return found;
    });
    await store(shop, products);
    return products.length;
  }

  /**
   * Create or full edit: the platform's limits first (400 per field), then images onto the platform,
   * the whole product sent, and the platform's own copy read back and stored.
   */
  async function save(
    ctx: RequestContext,
    marketplace: Marketplace,
    form: ListingForm,
    existing: ListingRow | null,
  ): Promise<ListingDetail> {
    const shop = await productShop(ctx.accountId, marketplace, form.shopId);
    if (existing && existing.shopId !== shop.id) throw fieldError('shopId', 'validation.invalid');
    const issues = listingIssues(marketplace, form);
    if (issues.length > 0) throw listingRulesError(ctx.locale, issues);
    checkImagesSendable(storage, form.images);
    requireConnected(shop);
    const stored = existing ? await variantsOf(db, existing.id) : [];

    const product = await shops.tokens.callShop(shop, async (adapter, credentials) => {
      try {
        const images = await imagesOnPlatform(storage, adapter, credentials, form.images);
        const input = toListingInput(form, images, stored);
        let productId = existing?.externalId;
        if (productId) await adapter.updateProduct(credentials, productId, input);
        else productId = (await adapter.createProduct(credentials, input)).productId;
        return await adapter.getProduct(credentials, productId);
      } catch (err) {
        throw refusedField(err, marketplace);
      }
    });
    const ids = await store(shop, [product]);
    return detailOf(await findListing(db, ctx.accountId, ids.get(product.externalId) as string));
  }

  return {
    productShop,
    requireConnected,
    shopnames,
    reimport,
    store,

    /** The stock module tells listings which master SKU each variant is linked to. */
    useMasterSkuLookup(lookup: MasterSkuLookup) {
      masterSkusOf = lookup;
    },

    /** The stock module keeps the campaign-reserved units the platforms report for stored variants. */
    useReservationsListener(listener: ReservationsListener) {
      onReservations = listener;
    },

    /** Without a search the total is exact (counters); with one it stops at what the page buttons need. */
    async list(ctx: RequestContext, marketplace: Marketplace, query: ListingFilter & ListingPage) {
      const cap = query.search && !query.exactTotal ? countCapFor(query.page, query.limit) : null;
      const [{ docs, nextCursor }, total] = await Promise.all([
        listingSummaries(db, ctx.accountId, marketplace, query, query),
        listingTotal(db, ctx.accountId, marketplace, query, cap),
      ]);
      return { docs, ...cappedPageMeta(query.page, query.limit, total, cap), nextCursor };
    },

    tabs: (
      ctx: RequestContext,
      marketplace: Marketplace,
      filter: Omit<ListingFilter, 'tab'>,
    ): Promise<ListingTabs> => tabCounts(db, ctx.accountId, marketplace, filter),

    async detail(ctx: RequestContext, marketplace: Marketplace, id: string) {
      return detailOf(await findListing(db, ctx.accountId, id, marketplace));
    },

    /** Also how a master product is published to a shop as a new listing. */
    createListing: (ctx: RequestContext, marketplace: Marketplace, form: ListingForm) =>
      save(ctx, marketplace, form, null),

    async updateListing(ctx: RequestContext, marketplace: Marketplace, id: string, form: ListingForm) {
      const saved = await save(ctx, marketplace, form, await findListing(db, ctx.accountId, id, marketplace));
      activity.record(ctx.accountId, 'productEdited');
      return saved;
    },

    async categories(ctx: RequestContext, marketplace: Marketplace, shopId: string) {
      const shop = requireConnected(await productShop(ctx.accountId, marketplace, shopId));
      return meta.get(`${marketplace}:${shop.id}:categories`, () =>
        shops.tokens.callShop(shop, (adapter, credentials) => adapter.getCategories(credentials)),
      );
    },

    async attributes(ctx: RequestContext, marketplace: Marketplace, shopId: string, categoryId: string) {
      const shop = requireConnected(await productShop(ctx.accountId, marketplace, shopId));
      return meta.get(`${marketplace}:${shop.id}:attributes:${categoryId}`, () =>
        shops.tokens.callShop(shop, (adapter, credentials) =>
          adapter.getCategoryAttributes(credentials, categoryId),
        ),
      );
    },

    async logistics(ctx: RequestContext, marketplace: Marketplace, shopId: string) {
      const shop = requireConnected(await productShop(ctx.accountId, marketplace, shopId));
      return meta.get(`${marketplace}:${shop.id}:logistics`, () =>
        shops.tokens.callShop(shop, (adapter, credentials) => adapter.getLogisticsChannels(credentials)),
      );
    },

    uploadImage: (_ctx: RequestContext, input: { contentType: ImageContentType; data: string }) =>
      storeUploadedImage(storage, input),

    /** `POST …/import/product`: re-reads the named products of a shop now. */
    async importSome(
      ctx: RequestContext,
      marketplace: Marketplace,
      input: { shopId: string; ids: string[] },
    ) {
      const shop = requireConnected(await productShop(ctx.accountId, marketplace, input.shopId));
      return { imported: await reimport(shop, input.ids) };
    },
  };
}

type ListingPage = {
  page: number;
  limit: number;
  sort: ListingSort;
  cursor?: string;
  exactTotal?: boolean;
};
export type ListingsService = ReturnType<typeof createListingsService>;
