import { LISTING_RULES } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { originOf, queryAll } from '../core/body.ts';
import { reservedOf } from '../core/campaigns.ts';
import { LOGISTICS } from '../core/catalog.ts';
import type { Sandbox } from '../core/context.ts';
import type { Product, Shop, Variant } from '../core/types.ts';
import { shopeeErrors } from './envelope.ts';
import { shopeeImageId } from './images.ts';
import { intParam, seconds, shopApi } from './route.ts';

const ITEM_STATUSES = ['NORMAL', 'BANNED', 'UNLIST', 'REVIEWING', 'SELLER_DELETE', 'SHOPEE_DELETE'];

/** Items and models: list, base info, model list, stock and price updates. */
export async function shopeeProductRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;

  shopApi(app, sandbox, 'GET', 'product/get_item_list', ({ request, shop, query }) => {
    const offset = intParam(query.offset, 'offset', 0);
    const pageSize = intParam(query.page_size, 'page_size');
    if (pageSize < 1 || pageSize > 100) throw shopeeErrors.param('page_size should be between 1 and 100.');
    const statuses = queryAll(request, 'item_status');
    if (statuses.length === 0) throw shopeeErrors.param('item_status is required.');
    if (statuses.some((s) => !ITEM_STATUSES.includes(s))) throw shopeeErrors.param('Invalid item_status.');
    const from = query.update_time_from ? intParam(query.update_time_from, 'update_time_from') : 0;
    const to = query.update_time_to
      ? intParam(query.update_time_to, 'update_time_to')
      : Number.POSITIVE_INFINITY;
    const matching = shop.products.filter((p) => {
      const updated = seconds(p.updatedAt);
      return statuses.includes(p.status) && updated >= from && updated <= to;
    });
    const page = matching.slice(offset, offset + pageSize);
    const hasNext = offset + pageSize < matching.length;
    return {
      response: {
        item: page.map((p) => ({
          item_id: Number(p.id),
          item_status: p.status,
          update_time: seconds(p.updatedAt),
        })),
        total_count: matching.length,
        has_next_page: hasNext,
        next_offset: hasNext ? offset + pageSize : matching.length,
      },
    };
  });

  shopApi(app, sandbox, 'GET', 'product/get_item_base_info', ({ request, shop }) => {
    const ids = queryAll(request, 'item_id_list');
    if (ids.length === 0 || ids.length > 50)
      throw shopeeErrors.param('item_id_list should have 1 to 50 ids.');
    const found = ids.map((id) => world.product(shop, id)).filter((p): p is Product => p !== undefined);
    const missing = ids.filter((id) => !found.some((p) => p.id === id));
    const origin = `${originOf(request)}${sandbox.prefix}`;
    return {
      warning: missing.length > 0 ? `Item not found: ${missing.join(',')}` : undefined,
      response: { item_list: found.map((p) => baseInfo(p, origin)) },
    };
  });

  shopApi(app, sandbox, 'GET', 'product/get_model_list', ({ shop, query }) => {
    const product = world.product(shop, query.item_id ?? '');
    if (!product) throw shopeeErrors.notFound('Item not found.');
    return {
      response: {
        tier_variation: product.tiers.map((t) => ({
          name: t.name,
          option_list: t.options.map((option) => ({ option })),
        })),
        model: (product.tiers.length > 0 ? product.variants : []).map((v) => ({
          model_id: Number(v.id),
          tier_index: v.tierIndex,
          model_sku: v.sku,
          model_status: 'MODEL_NORMAL',
          price_info: priceInfo(v),
          stock_info_v2: stockInfo(v),
        })),
      },
    };
  });

  /**
   * update_stock and update_price: the item must exist and the list be non-empty; each model entry then
   * succeeds or lands in failure_list with its reason.
   */
  const updateModels = <Entry extends { model_id?: unknown }>(
    shop: Shop,
    body: Record<string, unknown>,
    listName: 'stock_list' | 'price_list',
    apply: (product: Product, variant: Variant, entry: Entry) => string | Record<string, unknown>,
  ) => {
    const product = world.product(shop, String(body.item_id ?? ''));
    if (!product) throw shopeeErrors.notFound('Item not found.');
    const list = body[listName];
    if (!Array.isArray(list) || list.length === 0) throw shopeeErrors.param(`${listName} is required.`);
    const success: unknown[] = [];
    const failure: unknown[] = [];
    for (const entry of list as Entry[]) {
      // An item without variations has one model, addressed as model_id 0.
      const variant =
        product.tiers.length === 0 && Number(entry.model_id ?? 0) === 0
          ? product.variants[0]
          : world.variant(product, String(entry.model_id ?? ''));
      const result = variant ? apply(product, variant, entry) : 'model_id is invalid.';
      if (typeof result === 'string') failure.push({ model_id: entry.model_id, failed_reason: result });
      else success.push(result);
    }
    return { response: { success_list: success, failure_list: failure } };
  };

  shopApi(app, sandbox, 'POST', 'product/update_stock', ({ shop, body }) =>
    updateModels<{ model_id?: unknown; seller_stock?: { location_id?: string; stock?: unknown }[] }>(
      shop,
      body,
      'stock_list',
      (product, variant, entry) => {
        const stock = entry.seller_stock?.[0]?.stock;
        if (
          !Number.isInteger(stock) ||
          (stock as number) < 0 ||
          (stock as number) > LISTING_RULES.shopee.stockMax
        )
          return 'Invalid stock.';
        // Shopee takes a stock below the campaign's reserved units without a word, but the campaign
        // keeps them: the listing still holds the reserved units (returned to it when the campaign ends).
        world.setStock(product, variant, Math.max(stock as number, reservedOf(variant)));
        return {
          model_id: modelId(product, variant),
          location_id: entry.seller_stock?.[0]?.location_id ?? 'IDZ',
          stock,
        };
      },
    ),
  );

  shopApi(app, sandbox, 'POST', 'product/update_price', ({ shop, body }) =>
    updateModels<{ model_id?: unknown; original_price?: unknown }>(
      shop,
      body,
      'price_list',
      (product, variant, entry) => {
        const price = entry.original_price;
        const { priceMin, priceMax } = LISTING_RULES.shopee;
        if (typeof price !== 'number' || price < priceMin || price > priceMax)
          return `original_price should be between ${priceMin} and ${priceMax}.`;
        world.setPrice(product, variant, Math.round(price));
        return { model_id: modelId(product, variant), original_price: variant.price };
      },
    ),
  );
}

const modelId = (product: Product, variant: Variant) => (product.tiers.length === 0 ? 0 : Number(variant.id));

const priceInfo = (v: Variant) => [{ currency: 'IDR', current_price: v.price, original_price: v.price }];
const stockInfo = (v: Variant) => ({
  summary_info: { total_reserved_stock: reservedOf(v), total_available_stock: v.stock },
  seller_stock: [{ location_id: 'IDZ', stock: v.stock }],
});

function baseInfo(p: Product, origin: string) {
  const single = p.tiers.length === 0 ? p.variants[0] : undefined;
  return {
    item_id: Number(p.id),
    category_id: p.categoryId,
    item_name: p.name,
    description: p.description,
    item_sku: p.sku,
    create_time: seconds(p.createdAt),
    update_time: seconds(p.updatedAt),
    attribute_list: p.attributes.map((a) => ({
      attribute_id: a.id,
      original_attribute_name: a.name,
      attribute_value_list: [{ value_id: 0, original_value_name: a.value, value_unit: '' }],
    })),
    // Items with variations carry price and stock per model (get_model_list) only.
    ...(single ? { price_info: priceInfo(single), stock_info_v2: stockInfo(single) } : {}),
    image: {
      image_url_list: p.images.map((i) => `${origin}${i}`),
      image_id_list: p.images.map(shopeeImageId),
    },
    weight: (p.weightGrams / 1000).toFixed(3),
    ...(p.dimensions
      ? {
          dimension: {
            package_length: p.dimensions.length,
            package_width: p.dimensions.width,
            package_height: p.dimensions.height,
          },
        }
      : {}),
    logistic_info: LOGISTICS.shopee.map((l) => ({
      logistic_id: l.id,
      logistic_name: l.name,
      enabled: p.logistics.includes(l.id),
      is_free: false,
    })),
    pre_order: { is_pre_order: false, days_to_ship: 2 },
    condition: p.condition,
    item_status: p.status,
    has_model: p.tiers.length > 0,
    brand: { brand_id: 0, original_brand_name: p.brand },
  };
}
