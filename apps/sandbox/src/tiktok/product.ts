import type { FastifyInstance } from 'fastify';
import { originOf } from '../core/body.ts';
import { type Catalog, LOGISTICS } from '../core/catalog.ts';
import { imageRef } from '../core/listings.ts';
import type { Product, Shop } from '../core/types.ts';
import { descriptionHtml } from './description.ts';
import { pageToken, tiktokErrors } from './envelope.ts';
import { WAREHOUSE_ID } from './logistics.ts';
import { pageSize, seconds, type TiktokPlatform, type TiktokScope, tiktokApi } from './route.ts';

const STATUSES = [
  'DRAFT',
  'PENDING',
  'FAILED',
  'ACTIVATE',
  'SELLER_DEACTIVATED',
  'PLATFORM_DEACTIVATED',
  'FREEZE',
  'DELETED',
];

/** Products: search (page_token), detail, inventory and price updates. */
export async function tiktokProductRoutes(app: FastifyInstance, scope: TiktokScope) {
  const { world } = scope.sandbox;
  const origin = (request: Parameters<typeof originOf>[0]) => `${originOf(request)}${scope.sandbox.prefix}`;
  const findProduct = (shop: Shop, id: string) => {
    const product = world.product(shop, id);
    if (!product) throw tiktokErrors.notFound('Product');
    return product;
  };

  tiktokApi(app, scope, 'POST', '/product/202309/products/search', ({ request, shop, query, body }) => {
    const size = pageSize(query.page_size, 100);
    const offset = pageToken.decode(query.page_token);
    const status = body.status === undefined || body.status === 'ALL' ? null : String(body.status);
    if (status && !STATUSES.includes(status)) throw tiktokErrors.param('Invalid status.');
    const bound = (name: string, fallback: number) =>
      body[name] === undefined ? fallback : Number(body[name]);
    const updateGe = bound('update_time_ge', 0);
    const updateLe = bound('update_time_le', Number.POSITIVE_INFINITY);
    const createGe = bound('create_time_ge', 0);
    const createLe = bound('create_time_le', Number.POSITIVE_INFINITY);
    const skus = Array.isArray(body.seller_skus) ? body.seller_skus.map(String) : null;
    const matching = shop.products.filter((p) => {
      const u = seconds(p.updatedAt);
      const c = seconds(p.createdAt);
      return (
        (!status || p.status === status) &&
        u >= updateGe &&
        u <= updateLe &&
        c >= createGe &&
        c <= createLe &&
        (!skus || p.variants.some((v) => skus.includes(v.sku)))
      );
    });
    const page = matching.slice(offset, offset + size);
    const more = offset + size < matching.length;
    return {
      total_count: matching.length,
      next_page_token: more ? pageToken.encode(offset + size) : '',
      products: page.map((p) => ({
        id: p.id,
        title: p.name,
        status: p.status,
        create_time: seconds(p.createdAt),
        update_time: seconds(p.updatedAt),
        sales_regions: ['ID'],
        skus: p.variants.map((v) => ({
          id: v.id,
          seller_sku: v.sku,
          price: price(v.price),
          inventory: [{ warehouse_id: WAREHOUSE_ID, quantity: v.stock }],
        })),
        main_images: p.images.slice(0, 1).map((i) => image(i, origin(request))),
      })),
    };
  });

  tiktokApi(app, scope, 'GET', '/product/202309/products/:productId', ({ request, shop, params }) =>
    productDetail(findProduct(shop, params.productId), world.catalog, origin(request), scope.platform),
  );

  tiktokApi(
    app,
    scope,
    'POST',
    '/product/202309/products/:productId/inventory/update',
    ({ shop, params, body }) => {
      const product = findProduct(shop, params.productId);
      const skus = skuList(body);
      const updates = skus.map((s) => {
        const variant = world.variant(product, String(s.id ?? ''));
        const quantity = Array.isArray(s.inventory)
          ? (s.inventory[0] as { quantity?: unknown })?.quantity
          : undefined;
        if (!variant) throw tiktokErrors.param(`SKU ${String(s.id)} does not belong to the product.`);
        if (!Number.isInteger(quantity) || (quantity as number) < 0)
          throw tiktokErrors.param('inventory.quantity must be a non-negative integer.');
        return { variant, quantity: quantity as number };
      });
      for (const u of updates) world.setStock(product, u.variant, u.quantity);
      return {};
    },
  );

  tiktokApi(
    app,
    scope,
    'POST',
    '/product/202309/products/:productId/prices/update',
    ({ shop, params, body }) => {
      const product = findProduct(shop, params.productId);
      const updates = skuList(body).map((s) => {
        const variant = world.variant(product, String(s.id ?? ''));
        const amount = Number((s.price as { amount?: unknown } | undefined)?.amount);
        if (!variant) throw tiktokErrors.param(`SKU ${String(s.id)} does not belong to the product.`);
        if (!Number.isFinite(amount) || amount < 100) throw tiktokErrors.param('price.amount is not valid.');
        return { variant, amount };
      });
      for (const u of updates) world.setPrice(product, u.variant, Math.round(u.amount));
      return {};
    },
  );
}

function skuList(body: Record<string, unknown>): Record<string, unknown>[] {
  if (!Array.isArray(body.skus) || body.skus.length === 0) throw tiktokErrors.param('skus is required.');
  return body.skus as Record<string, unknown>[];
}

const price = (n: number) => ({ currency: 'IDR', sale_price: String(n), tax_exclusive_price: String(n) });
/** An image as TikTok Shop describes it: the uri to send back on an edit, and URLs to show it. */
const image = (path: string, origin: string) => ({
  height: 400,
  width: 400,
  uri: imageRef(path),
  urls: [`${origin}${path}`],
  thumb_urls: [`${origin}${path}`],
});

function productDetail(p: Product, catalog: Catalog, origin: string, platform: TiktokPlatform) {
  const leaf = catalog.categories.find((c) => c.id === p.categoryId);
  const chain = leaf
    ? [catalog.categories.find((c) => c.id === leaf.parentId), leaf].filter((c) => c !== undefined)
    : [];
  return {
    id: p.id,
    title: p.name,
    description: descriptionHtml(p.description),
    status: p.status,
    create_time: seconds(p.createdAt),
    update_time: seconds(p.updatedAt),
    category_chains: chain.map((c) => ({
      id: String(c.id),
      parent_id: String(c.parentId),
      local_name: c.name,
      is_leaf: !c.hasChildren,
    })),
    brand: { id: '0', name: p.brand },
    main_images: p.images.map((i) => image(i, origin)),
    package_weight: { value: String(p.weightGrams / 1000), unit: 'KILOGRAM' },
    ...(p.dimensions
      ? {
          package_dimensions: {
            length: String(p.dimensions.length),
            width: String(p.dimensions.width),
            height: String(p.dimensions.height),
            unit: 'CENTIMETER',
          },
        }
      : {}),
    product_attributes: p.attributes.map((a) => ({
      id: String(a.id),
      name: a.name,
      values: [{ id: attributeValueId(catalog, p.categoryId, a), name: a.value }],
    })),
    is_pre_owned: p.condition === 'USED',
    delivery_options: LOGISTICS[platform].map((l) => ({
      id: String(l.id),
      name: l.name,
      is_available: p.logistics.includes(l.id),
    })),
    skus: p.variants.map((v) => ({
      id: v.id,
      seller_sku: v.sku,
      price: price(v.price),
      inventory: [{ warehouse_id: WAREHOUSE_ID, quantity: v.stock }],
      sales_attributes: p.tiers.map((t, i) => ({
        id: String(7000 + i),
        name: t.name,
        value_id: String(v.tierIndex[i]),
        value_name: t.options[v.tierIndex[i]],
      })),
    })),
    is_cod_allowed: true,
    listing_platforms: ['TIKTOK_SHOP', 'TOKOPEDIA'],
  };
}

/** The value's index in the category's list (the id Get Attributes gives it); a custom value has none. */
function attributeValueId(catalog: Catalog, categoryId: number, a: Product['attributes'][number]) {
  const attribute = catalog.categories
    .find((c) => c.id === categoryId)
    ?.attributes.find((x) => x.id === a.id);
  const index = attribute?.values.indexOf(a.value) ?? -1;
  return index < 0 ? undefined : String(index);
}
