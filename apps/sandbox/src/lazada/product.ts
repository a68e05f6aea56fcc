import { LISTING_RULES } from '@booster/domain';
import { originOf } from '../core/body.ts';
import { reservedOf } from '../core/campaigns.ts';
import type { Sandbox } from '../core/context.ts';
import type { Product, Shop } from '../core/types.ts';
import { intParam, jsonParam, type LazadaGateway } from './api.ts';
import { deliveryAttributes, lazadaAttributeKey } from './catalog.ts';
import { LazadaError, lazadaErrors, lazadaTime } from './envelope.ts';

const FILTERS: Record<string, (p: Product) => boolean> = {
  all: (p) => p.status !== 'Deleted',
  live: (p) => p.status === 'Active',
  inactive: (p) => p.status === 'InActive',
  deleted: (p) => p.status === 'Deleted',
  'image-missing': (p) => p.images.length === 0,
  pending: (p) => p.status === 'Pending QC',
  rejected: (p) => p.status === 'Suspended',
  'sold-out': (p) => p.variants.every((v) => v.stock === 0),
};

type SkuUpdate = {
  ItemId?: string;
  SkuId?: string;
  SellerSku?: string;
  Price?: string;
  SalePrice?: string;
  Quantity?: string;
};

/** /seller/get, /products/get, /product/item/get, /product/price_quantity/update. */
export function lazadaProductApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const { world } = sandbox;

  gateway.add('GET', '/seller/get', ({ shop }) => ({
    data: {
      name: shop.name,
      name_company: `PT ${shop.name}`,
      seller_id: Number(shop.id),
      short_code: shop.cipher,
      email: shop.email,
      location: shop.city,
      status: 'ACTIVE',
      verified: true,
      cb: false,
      logo_url: '',
    },
  }));

  gateway.add('GET', '/products/get', ({ request, params, shop }) => {
    const filter = FILTERS[params.filter ?? 'all'];
    if (!filter) throw lazadaErrors.invalid('filter');
    const offset = intParam(params, 'offset', 0);
    const limit = intParam(params, 'limit', 20, 50);
    const after = params.update_after ? Date.parse(params.update_after) : 0;
    const before = params.update_before ? Date.parse(params.update_before) : Number.POSITIVE_INFINITY;
    if (Number.isNaN(after)) throw lazadaErrors.invalid('update_after');
    const skus = params.sku_seller_list ? (JSON.parse(params.sku_seller_list) as string[]) : null;
    const matching = shop.products.filter(
      (p) =>
        filter(p) &&
        p.updatedAt >= after &&
        p.updatedAt <= before &&
        (!skus || p.variants.some((v) => skus.includes(v.sku))),
    );
    const origin = `${originOf(request)}${sandbox.prefix}`;
    return {
      data: {
        total_products: matching.length,
        products: matching.slice(offset, offset + limit).map((p) => productJson(p, origin)),
      },
    };
  });

  gateway.add('GET', '/product/item/get', ({ request, params, shop }) => {
    const product = params.item_id
      ? world.product(shop, params.item_id)
      : params.seller_sku
        ? shop.products.find((p) => p.variants.some((v) => v.sku === params.seller_sku))
        : undefined;
    if (!params.item_id && !params.seller_sku) throw lazadaErrors.missing('item_id');
    if (!product) throw lazadaErrors.productNotFound();
    return { data: productJson(product, `${originOf(request)}${sandbox.prefix}`) };
  });

  gateway.add('POST', '/product/price_quantity/update', ({ params, shop }) => {
    const updates = parsePayload(params.payload);
    const resolved = updates.map((u) => ({ update: u, found: findSku(shop, u) }));
    const failed = resolved.filter((r) => !r.found || !validNumbers(r.update));
    // A campaign's units are sellable only in the campaign: a quantity below them would leave the
    // ordinary channel a negative sellable stock, and Lazada refuses the SKU.
    const underReserved = resolved.flatMap(({ update, found }) =>
      found && validNumbers(update) && update.Quantity !== undefined
        ? Number(update.Quantity) < reservedOf(found.variant)
          ? [{ update, variant: found.variant }]
          : []
        : [],
    );
    if (failed.length === 0 && underReserved.length > 0) {
      throw new LazadaError(
        '501',
        'E501: Update product failed',
        'ISV',
        underReserved.map(({ update, variant }) => ({
          field: 'Quantity',
          message: `Negative sellable: quantity ${update.Quantity} is below the ${reservedOf(variant)} units reserved for a campaign`,
          seller_sku: update.SellerSku ?? variant.sku,
        })),
      );
    }
    if (failed.length > 0) {
      throw new LazadaError(
        '500',
        'E500: Some SKUs could not be updated',
        'ISV',
        failed.map((r) => ({
          field: r.found ? 'Quantity' : 'SkuId',
          message: r.found ? 'Invalid value' : 'SKU not found',
          seller_sku: r.update.SellerSku ?? '',
        })),
      );
    }
    for (const { update, found } of resolved) {
      if (!found) continue;
      if (update.Quantity !== undefined)
        world.setStock(found.product, found.variant, Number(update.Quantity));
      const price = update.SalePrice ?? update.Price;
      if (price !== undefined) world.setPrice(found.product, found.variant, Math.round(Number(price)));
    }
    return { data: undefined };
  });
}

function validNumbers(u: SkuUpdate) {
  const q = u.Quantity === undefined || (Number.isInteger(Number(u.Quantity)) && Number(u.Quantity) >= 0);
  const { priceMin, priceMax } = LISTING_RULES.lazada;
  const p = [u.Price, u.SalePrice].every(
    (v) => v === undefined || (Number(v) >= priceMin && Number(v) <= priceMax),
  );
  return q && p && (u.Quantity !== undefined || u.Price !== undefined || u.SalePrice !== undefined);
}

function findSku(shop: Shop, u: SkuUpdate) {
  for (const product of shop.products) {
    if (u.ItemId && product.id !== String(u.ItemId)) continue;
    const variant = product.variants.find((v) =>
      u.SkuId ? v.id === String(u.SkuId) : v.sku === u.SellerSku,
    );
    if (variant) return { product, variant };
  }
  return undefined;
}

/** `payload` as JSON (`{"Request":{"Product":{"Skus":{"Sku":[…]}}}}`) or the equivalent XML. */
function parsePayload(payload: string | undefined): SkuUpdate[] {
  if (!payload) throw lazadaErrors.missing('payload');
  const text = payload.trim();
  if (text.startsWith('<')) {
    const skus = [...text.matchAll(/<Sku>([\s\S]*?)<\/Sku>/g)].map((m) =>
      Object.fromEntries([...m[1].matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((f) => [f[1], f[2].trim()])),
    );
    if (skus.length === 0) throw lazadaErrors.invalid('payload');
    return skus as SkuUpdate[];
  }
  const json = jsonParam<{ Request?: { Product?: { Skus?: { Sku?: SkuUpdate | SkuUpdate[] } } } }>(
    { payload: text },
    'payload',
  );
  const sku = json.Request?.Product?.Skus?.Sku;
  if (!sku) throw lazadaErrors.invalid('payload');
  return (Array.isArray(sku) ? sku : [sku]).map((s) =>
    Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === undefined ? undefined : String(v)])),
  ) as SkuUpdate[];
}

function productJson(p: Product, origin: string) {
  const images = p.images.map((i) => `${origin}${i}`);
  const size = p.dimensions
    ? {
        package_length: String(p.dimensions.length),
        package_width: String(p.dimensions.width),
        package_height: String(p.dimensions.height),
      }
    : {};
  return {
    item_id: Number(p.id),
    primary_category: p.categoryId,
    status: p.status,
    created_time: String(p.createdAt),
    updated_time: String(p.updatedAt),
    images,
    attributes: {
      name: p.name,
      description: p.description,
      short_description: p.description.split('.')[0],
      ...Object.fromEntries(p.attributes.map((a) => [lazadaAttributeKey(a.name), a.value])),
      ...deliveryAttributes(p.logistics),
    },
    variation: Object.fromEntries(
      p.tiers.map((t, i) => [
        `Variation${i + 1}`,
        { name: t.name, label: t.name, options: t.options, hasImage: false, customize: true },
      ]),
    ),
    skus: p.variants.map((v) => ({
      SkuId: Number(v.id),
      SellerSku: v.sku,
      ShopSku: `${p.id}_ID-${v.id}`,
      quantity: v.stock,
      Available: v.stock,
      price: v.price,
      special_price: v.price,
      Status: p.status === 'Active' ? 'active' : 'inactive',
      Images: images.slice(0, 1),
      package_weight: (p.weightGrams / 1000).toFixed(3),
      ...size,
      saleProp: Object.fromEntries(p.tiers.map((t, i) => [t.name, t.options[v.tierIndex[i] ?? 0]])),
      Url: `https://www.lazada.co.id/products/i${p.id}-s${v.id}.html`,
      fblWarehouseInventories: [],
      multiWarehouseInventories: [
        {
          warehouseCode: 'dropshipping',
          quantity: v.stock,
          totalQuantity: v.stock,
          sellableQuantity: v.stock - reservedOf(v),
          occupyQuantity: 0,
          withholdQuantity: 0,
        },
      ],
      // A campaign's own stock: sellable in that channel only, between its start and end.
      channelInventories: v.campaign
        ? [
            {
              channelName: v.campaign.id,
              startTime: lazadaTime(v.campaign.startedAt).slice(0, 19),
              endTime: lazadaTime(v.campaign.endsAt).slice(0, 19),
              sellableQuantity: v.campaign.reserved,
            },
          ]
        : [],
    })),
    created_at: lazadaTime(p.createdAt),
  };
}
