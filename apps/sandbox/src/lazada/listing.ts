import type { Sandbox } from '../core/context.ts';
import { variantName } from '../core/listings.ts';
import type { Product, Shop, Tier } from '../core/types.ts';
import { jsonParam, type LazadaGateway } from './api.ts';
import { LAZADA_DELIVERY_OPTIONS } from './catalog.ts';
import { lazadaErrors } from './envelope.ts';
import {
  type CheckedSku,
  checkProduct,
  checkSkus,
  deliveryOptions,
  type ProductPayload,
  refuse,
} from './listing-rules.ts';

/** A new product has standard delivery unless its payload says otherwise. */
const DEFAULT_DELIVERY = [LAZADA_DELIVERY_OPTIONS[0].id];

function productOf(params: Record<string, string>): ProductPayload {
  const payload = jsonParam<{ Request?: { Product?: ProductPayload } }>(params, 'payload');
  const product = payload.Request?.Product;
  if (!product) throw lazadaErrors.invalid('payload');
  return product;
}

/** Seller SKUs of the shop's other listings (a SellerSku is unique per seller). */
function takenSkus(shop: Shop, except?: Product): Set<string> {
  return new Set(
    shop.products
      .filter((p) => p !== except && p.status !== 'Deleted')
      .flatMap((p) => p.variants.map((v) => v.sku)),
  );
}

const toVariant = (tiers: Tier[]) => (s: CheckedSku) => ({
  sku: s.sku,
  tierIndex: s.tierIndex,
  name: s.tierIndex.length > 0 ? variantName(tiers, s.tierIndex) : s.sku,
  price: s.price,
  stock: s.stock,
});

/** A SKU the update left alone keeps its options, found again by name in the new variations. */
function reindex<V extends { tierIndex: number[]; name: string }>(
  variant: V,
  before: Tier[],
  after: Tier[],
): V {
  const options = variant.tierIndex.map((i, t) => before[t]?.options[i] ?? '');
  const tierIndex = after.map((tier, t) => Math.max(0, tier.options.indexOf(options[t] ?? '')));
  return { ...variant, tierIndex, name: variantName(after, tierIndex) || variant.name };
}

/** /product/create, /product/update and /product/remove with Lazada's `payload` (JSON). */
export function lazadaListingApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const { world } = sandbox;

  gateway.add('POST', '/product/create', ({ params, shop }) => {
    const payload = productOf(params);
    const fields = checkProduct(sandbox, payload);
    const { skus, weightGrams, dimensions } = checkSkus(payload, fields.tiers, takenSkus(shop));
    const product = world.createProduct(shop, {
      ...fields,
      sku: skus[0]?.sku ?? '',
      weightGrams,
      dimensions,
      condition: 'NEW',
      logistics: deliveryOptions(payload, DEFAULT_DELIVERY),
      variants: skus.map(toVariant(fields.tiers)),
    });
    return {
      data: {
        item_id: Number(product.id),
        sku_list: product.variants.map((v) => ({
          shop_sku: `${product.id}_ID-${v.id}`,
          seller_sku: v.sku,
          sku_id: Number(v.id),
        })),
      },
    };
  });

  // SKUs with a SkuId change, SKUs without one are added; SKUs the payload leaves out stay as they are.
  gateway.add('POST', '/product/update', ({ params, shop }) => {
    const payload = productOf(params);
    const product = world.product(shop, String(payload.ItemId ?? ''));
    if (!product || product.status === 'Deleted') throw lazadaErrors.productNotFound();
    const fields = checkProduct(sandbox, payload);
    const { skus, weightGrams, dimensions } = checkSkus(payload, fields.tiers, takenSkus(shop, product));
    const unknown = skus.find(
      (s) => s.skuId !== undefined && !product.variants.some((v) => v.id === s.skuId),
    );
    if (unknown) throw refuse('SkuId', `SkuId ${unknown.skuId} is not a SKU of this product`, unknown.sku);
    const named = new Set(skus.map((s) => s.skuId));
    const untouched = product.variants.filter((v) => !named.has(v.id));
    const toNew = toVariant(fields.tiers);
    world.replaceProduct(shop, product, {
      ...fields,
      sku: product.sku,
      weightGrams,
      dimensions,
      condition: product.condition,
      logistics: deliveryOptions(payload, product.logistics),
      variants: [
        ...skus.map(toNew),
        ...untouched.map(({ id: _id, ...v }) => reindex(v, product.tiers, fields.tiers)),
      ],
      variantIds: [...skus.map((s) => s.skuId), ...untouched.map((v) => v.id)],
    });
    return { data: undefined };
  });

  // RemoveProduct takes SKUs ("SkuId_<item>_<sku>"); a product left without SKUs is deleted.
  gateway.add('POST', '/product/remove', ({ params, shop }) => {
    const ids = jsonParam<string[]>(params, 'sku_id_list');
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 50) throw lazadaErrors.invalid('sku_id_list');
    for (const entry of ids) {
      const [, itemId = '', skuId = ''] = /^SkuId_(\d+)_(\d+)$/.exec(String(entry)) ?? [];
      const product = world.product(shop, itemId);
      if (!product || !world.variant(product, skuId)) throw lazadaErrors.invalid('sku_id_list');
      product.variants = product.variants.filter((v) => v.id !== skuId);
      if (product.variants.length === 0) product.status = 'Deleted';
      product.updatedAt = Date.now();
    }
    return { data: undefined };
  });
}
