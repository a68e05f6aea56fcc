import { randomUUID } from 'node:crypto';
import type {
  ItemRun,
  ListingForm,
  ScrapeAnswer,
  ScrapeDraftEdit,
  ScrapePublishBody,
} from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { classifyPublicUrl, type PublicPages, type PublicPageTarget } from '@booster/marketplaces';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { AppError, fieldError } from '../../platform/errors/index.ts';
import { createItemRuns, type ItemJob, toItemRun } from '../../platform/item-runs/index.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { draftOfRun, findDraft, insertDraft, pageOfDrafts, toDraft } from './drafts.ts';
import { copyPhotos } from './images.ts';
import { SHOP_SCRAPE_FEATURE } from './jobs.ts';
import { itemFailure, pageFailure, urlProblem } from './scrape-errors.ts';
import { type DraftRow, scrapeDrafts } from './tables.ts';

export type ScrapeDeps = ModuleRuntime & {
  shops: ShopsModule;
  products: ProductsModule;
  pages: PublicPages;
};

/** Shop pages read to collect a shop scrape's product links (the platforms list 30–80 a page). */
const MAX_SHOP_PAGES = 10;

export function createScrapeService(deps: ScrapeDeps, jobs: { scrapeItem: ItemJob }) {
  const { db, pages, products } = deps;
  const runs = createItemRuns(deps, SHOP_SCRAPE_FEATURE, jobs.scrapeItem);

  function target(url: string): PublicPageTarget {
    const found = classifyPublicUrl(url);
    if ('problem' in found) throw urlProblem(found.problem);
    return found;
  }

  /** Reads the page, copies its photos, stores the draft; `sourceUrl` replaces the page's own address. */
  async function scrapeProduct(
    owner: { accountId: string; createdBy: string | null; runId: string | null },
    page: PublicPageTarget,
    sourceUrl?: string,
  ) {
    const product = await pages.readProduct(page);
    const images = await copyPhotos(pages, products.storage, product.platform, product.images);
    return insertDraft(db, { ...owner, product: { ...product, url: sourceUrl ?? product.url }, images });
  }

  /** Product links of a shop, page after page, up to `limit`. */
  async function shopProducts(shop: PublicPageTarget, limit: number) {
    const first = await pages.readShop(shop);
    const urls = [...first.productUrls];
    let next = first.nextPageUrl;
    for (let n = 1; n < MAX_SHOP_PAGES && urls.length < limit && next; n++) {
      const page = await pages.readShop(target(next));
      urls.push(...page.productUrls);
      next = page.nextPageUrl;
    }
    return { shop: first.shop, urls: [...new Set(urls)].slice(0, limit) };
  }

  function checkEdit(edit: ScrapeDraftEdit) {
    edit.images.forEach((url, i) => {
      if (!products.storage.keyOf(url)) throw fieldError(`images.${i}`, 'productScrape.imageNotScraped');
    });
    edit.variants.forEach((variant, i) => {
      if (variant.options.length !== edit.tiers.length)
        throw fieldError(`variants.${i}.options`, 'validation.invalid');
    });
  }

  async function applyEdit(row: DraftRow, edit: ScrapeDraftEdit): Promise<DraftRow> {
    if (row.status === 'published')
      throw new AppError('BAD_REQUEST', { messageKey: 'productScrape.alreadyPublished' });
    checkEdit(edit);
    const [saved] = await db
      .update(scrapeDrafts)
      .set({
        name: edit.name,
        description: edit.description,
        images: edit.images,
        weightGrams: edit.weightGrams,
        tiers: edit.tiers,
        variants: edit.variants,
        updatedAt: new Date(),
      })
      .where(eq(scrapeDrafts.id, row.id))
      .returning();
    return saved;
  }

  return {
    /** A product link becomes a draft now; a shop link starts a run over up to `limit` of its products. */
    async scrape(ctx: RequestContext, body: { url: string; limit: number }): Promise<ScrapeAnswer> {
      const page = target(body.url);
      try {
        if (page.kind === 'product') {
          const row = await scrapeProduct(
            { accountId: ctx.accountId, createdBy: ctx.userId, runId: null },
            page,
          );
          return { kind: 'product', draft: toDraft(row) };
        }
        const { shop, urls } = await shopProducts(page, body.limit);
        if (urls.length === 0) throw fieldError('url', 'productScrape.shopEmpty');
        const runId = await runs.start({
          accountId: ctx.accountId,
          kind: 'shop',
          marketplace: page.platform,
          createdBy: ctx.userId,
          items: urls.map((url) => ({ subjectId: randomUUID(), payload: { url } })),
        });
        return { kind: 'shop', runId, total: urls.length, shop };
      } catch (err) {
        throw pageFailure(err);
      }
    },

    /** The job of one product of a shop scrape. */
    runItem: (itemId: string, attempt: { final: boolean }) =>
      runs.work(itemId, attempt, async (item, run) => {
        const url = (item.payload as { url: string }).url;
        if (await draftOfRun(db, run.id, url)) return;
        const found = classifyPublicUrl(url);
        if ('problem' in found)
          throw new AppError('BAD_REQUEST', { messageKey: 'itemFailure.pageUnreadable' });
        try {
          // The shop page's link is kept as the source, so a retried item finds the draft it made.
          await scrapeProduct(
            { accountId: item.accountId, createdBy: run.createdBy, runId: run.id },
            found,
            url,
          );
        } catch (err) {
          throw itemFailure(err);
        }
      }),

    async run(ctx: RequestContext, runId: string): Promise<ItemRun> {
      const state = await runs.read(ctx.accountId, runId);
      const source = marketplaceLabel(state.run.marketplace ?? '', ctx.locale);
      const urlOf = new Map(state.failures.map((f) => [f.subjectId, (f.payload as { url: string }).url]));
      return toItemRun(state, (id) => ({ label: urlOf.get(id) ?? '', source }));
    },

    list: (ctx: RequestContext, query: Parameters<typeof pageOfDrafts>[2]) =>
      pageOfDrafts(db, ctx.accountId, query),

    async get(ctx: RequestContext, id: string) {
      return toDraft(await findDraft(db, ctx.accountId, id));
    },

    async save(ctx: RequestContext, id: string, edit: ScrapeDraftEdit) {
      return toDraft(await applyEdit(await findDraft(db, ctx.accountId, id), edit));
    },

    async remove(ctx: RequestContext, id: string) {
      const row = await findDraft(db, ctx.accountId, id);
      await db.delete(scrapeDrafts).where(eq(scrapeDrafts.id, row.id));
      return { deleted: true as const };
    },

    /**
     * The edited draft goes to the seller's shop through the product create (the shop's listing rules,
     * photos uploaded to its platform, the platform's copy stored); the draft then points at the listing.
     */
    async publish(ctx: RequestContext, id: string, body: ScrapePublishBody & { weightGrams: number }) {
      const row = await applyEdit(await findDraft(db, ctx.accountId, id), body as ScrapeDraftEdit);
      const shop = await deps.shops.service.owned(ctx.accountId, body.shopId);
      const form: ListingForm = {
        shopId: shop.id,
        name: row.name,
        description: row.description,
        categoryId: body.categoryId,
        attributes: body.attributes ?? [],
        images: row.images.map((url) => ({ imageId: '', url })),
        weightGrams: body.weightGrams,
        dimensions: null,
        condition: 'new',
        logistics: body.logistics,
        tiers: row.tiers,
        variants: row.variants.map((v) => ({
          sku: v.sku,
          options: v.options,
          price: v.price,
          stock: v.stock,
        })),
      };
      const listing = await products.service.createListing(ctx, shop.marketplace, form);
      const [published] = await db
        .update(scrapeDrafts)
        .set({
          status: 'published',
          publishedMarketplace: shop.marketplace,
          publishedShopId: shop.id,
          publishedListingId: listing._id,
          updatedAt: new Date(),
        })
        .where(eq(scrapeDrafts.id, row.id))
        .returning();
      return { draft: toDraft(published), listing };
    },
  };
}

export type ScrapeService = ReturnType<typeof createScrapeService>;
