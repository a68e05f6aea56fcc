import { checkListing, clonePrice, fitToListingRules, type Marketplace } from '@booster/domain';
import type { ListingInput, PlatformImage } from '@booster/marketplaces';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rowWhere, withTransaction } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { isMessageKey } from '../../platform/i18n/index.ts';
import type { ItemRow, ItemRuns } from '../../platform/item-runs/index.ts';
import type { CloneSourceListing, ProductsModule } from '../products/index.ts';
import { refusedField } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import type { StockModule } from '../stock/index.ts';
import { photoForUpload, readSourceImage } from './source-images.ts';
import { cloneCopies } from './tables.ts';

/** What one product of a run needs, fixed when the run started (the job reads nothing else of the request). */
export const copyItemPayloadSchema = z.object({
  sourceShopId: z.string().uuid(),
  destinationShopId: z.string().uuid(),
  sourceListingId: z.string().uuid(),
  categoryId: z.string(),
  /** The category's required attributes: the product's own value of the same name wins, else `answer`. */
  required: z.array(
    z.object({ id: z.string(), name: z.string(), values: z.array(z.string()), answer: z.string() }),
  ),
  logistics: z.array(z.string()),
  priceRule: z.object({
    kind: z.enum(['percent', 'amount']),
    value: z.number(),
    roundTo: z.union([z.literal(0), z.literal(100), z.literal(500), z.literal(1000)]),
  }),
});
export type CopyItemPayload = z.infer<typeof copyItemPayloadSchema>;

/** Kept between attempts: the photos already on the destination platform. */
const progressSchema = z.object({ images: z.array(z.object({ imageId: z.string(), url: z.string() })) });

export type CopyDeps = {
  db: Db;
  shops: ShopsModule;
  products: Pick<ProductsModule, 'forClone' | 'service'>;
  stock: Pick<StockModule, 'links'>;
  fetch: typeof fetch;
};

/** The required attributes as the destination takes them. */
export function attributesFor(payload: CopyItemPayload, source: CloneSourceListing) {
  return payload.required.map((attr) => {
    const own = source.attributes
      .find((a) => a.name.trim().toLowerCase() === attr.name.trim().toLowerCase())
      ?.value.trim();
    const fits = own && (attr.values.length === 0 || attr.values.includes(own));
    return { id: attr.id, name: attr.name, value: fits ? own : attr.answer };
  });
}

/** The source product as the destination's whole product, inside its rules, with the run's prices. */
export function destinationDraft(
  marketplace: Marketplace,
  source: CloneSourceListing,
  payload: CopyItemPayload,
) {
  const { draft } = fitToListingRules(marketplace, {
    name: source.name,
    description: source.description,
    images: source.images,
    weightGrams: source.weightGrams,
    tiers: source.tiers,
    variants: source.variants.map((v) => ({
      sku: v.sku,
      options: v.options,
      price: clonePrice(v.price, payload.priceRule, marketplace),
      stock: v.stock,
    })),
  });
  return draft;
}

function ruleError(issue: { message: string; params?: Record<string, number> }) {
  return new AppError('VALIDATION_FAILED', {
    messageKey: isMessageKey(issue.message) ? issue.message : 'validation.invalid',
    params: issue.params,
  });
}

/**
 * Copies one product into the destination shop. Resumable at every step: photos already uploaded are
 * kept in the item's progress, a product the platform already created (`product_clone_copies`) is
 * read back instead of created again, and a copy stored and linked before is left alone.
 */
export function createCopyItem(deps: CopyDeps, runs: () => ItemRuns) {
  const { db, shops, products } = deps;

  async function copyOf(payload: CopyItemPayload) {
    return rowWhere(db, cloneCopies, {
      sourceListingId: payload.sourceListingId,
      destinationShopId: payload.destinationShopId,
    });
  }

  return async function copyItem(item: ItemRow) {
    const payload = copyItemPayloadSchema.parse(item.payload);
    const existing = await copyOf(payload);
    if (existing?.status === 'done') return;
    const [source] = await products.forClone.shopListings(item.accountId, payload.sourceShopId, [
      payload.sourceListingId,
    ]);
    const sourceShop = await shops.service.owned(item.accountId, payload.sourceShopId);
    const destination = products.service.requireConnected(
      await shops.service.owned(item.accountId, payload.destinationShopId),
    );
    const marketplace = destination.marketplace;
    const draft = destinationDraft(marketplace, source, payload);
    const issues = checkListing(marketplace, { ...draft, imageCount: draft.images.length });
    if (issues.length > 0 && !existing) throw ruleError(issues[0]);
    const toInput = (images: PlatformImage[]): ListingInput => ({
      name: draft.name,
      description: draft.description,
      categoryId: payload.categoryId,
      attributes: attributesFor(payload, source),
      images,
      weightGrams: draft.weightGrams,
      dimensions: source.dimensions,
      condition: source.condition,
      logistics: payload.logistics,
      tiers: draft.tiers,
      variants: draft.variants.map((v) => ({
        sku: v.sku,
        options: v.options,
        price: v.price,
        stock: v.stock,
      })),
    });

    const product = await shops.tokens.callShop(destination, async (adapter, credentials) => {
      let externalId = existing?.destinationExternalId;
      if (!externalId) {
        const saved = progressSchema.safeParse(item.progress);
        const images: PlatformImage[] = saved.success ? saved.data.images : [];
        try {
          for (const [i, image] of draft.images.entries()) {
            if (images[i]) continue;
            const file = await readSourceImage(deps.fetch, image.url, sourceShop.marketplace);
            images.push(await adapter.uploadImage(credentials, await photoForUpload(file)));
            await runs().saveProgress(item.id, { images });
          }
          externalId = (await adapter.createProduct(credentials, toInput(images))).productId;
        } catch (err) {
          throw refusedField(err, marketplace);
        }
        await db
          .insert(cloneCopies)
          .values({
            accountId: item.accountId,
            sourceListingId: source.id,
            destinationShopId: destination.id,
            destinationExternalId: externalId,
            runId: item.runId,
          })
          .onConflictDoUpdate({
            target: [cloneCopies.sourceListingId, cloneCopies.destinationShopId],
            set: {
              destinationExternalId: externalId,
              status: 'created',
              runId: item.runId,
              updatedAt: new Date(),
            },
          });
      }
      return adapter.getProduct(credentials, externalId);
    });

    const stored = await products.forClone.storeCopy(destination, product);
    await linkToMasterSkus(item.accountId, source, stored.variants);
    await db
      .update(cloneCopies)
      .set({ status: 'done', destinationListingId: stored.listingId, updatedAt: new Date() })
      .where(
        and(eq(cloneCopies.sourceListingId, source.id), eq(cloneCopies.destinationShopId, destination.id)),
      );
  };

  /**
   * Each copied variant takes its stock from the master SKU its source variant is linked to (matched by
   * options, else by SKU code); the central stock is then pushed to it like any new link.
   */
  async function linkToMasterSkus(
    accountId: string,
    source: CloneSourceListing,
    copied: { id: string; sku: string; options: string[] }[],
  ) {
    const masters = await deps.stock.links.masterSkusOfVariants(source.variants.map((v) => v.id));
    if (masters.size === 0) return;
    const key = (options: string[]) => options.join('\u0000');
    const byOptions = new Map(source.variants.map((v) => [key(v.options), v.id]));
    const bySku = new Map(source.variants.filter((v) => v.sku).map((v) => [v.sku.toLowerCase(), v.id]));
    const links = copied.flatMap((variant) => {
      const sourceId = byOptions.get(key(variant.options)) ?? bySku.get(variant.sku.toLowerCase());
      const masterSkuId = sourceId ? masters.get(sourceId) : undefined;
      return masterSkuId ? [{ variantId: variant.id, masterSkuId }] : [];
    });
    if (links.length === 0) return;
    await withTransaction(db, (tx) => deps.stock.links.linkIn(tx, accountId, links, { push: true }));
  }
}
