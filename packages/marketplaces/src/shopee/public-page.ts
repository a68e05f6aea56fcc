import { parseEmbedded, scriptText, unreadablePage } from '../core/embedded-data.ts';
import { parsePayload } from '../core/errors.ts';
import type { PublicPageParser, ScrapedProduct } from '../core/public-page-port.ts';
import { singleVariant } from '../core/scraped-product.ts';
import {
  type ShopeePdp,
  shopeePdpSchema,
  shopeePdpStateSchema,
  shopeeShopStateSchema,
} from './public-page-schemas.ts';

const PRICE_SCALE = 100_000;
const PRODUCT_SLUG = /-i\.(\d+)\.(\d+)$/;
const PRODUCT_PATH = /^\/product\/(\d+)\/(\d+)\/?$/;
const SHOP_PATH = /^\/shop\/(\d+)\/?$/;
/** Top-level paths of shopee.co.id that are not a shop's username. */
const RESERVED = new Set([
  'search',
  'cart',
  'mall',
  'user',
  'buyer',
  'daily_discover',
  'flash_sale',
  'product',
  'shop',
]);
const IMAGE_HOST = 'https://down-id.img.susercontent.com/file/';

function productIds(url: URL): { shopId: string; itemId: string } | null {
  const byPath = PRODUCT_PATH.exec(url.pathname);
  if (byPath) return { shopId: byPath[1], itemId: byPath[2] };
  const bySlug = PRODUCT_SLUG.exec(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
  return bySlug ? { shopId: bySlug[1], itemId: bySlug[2] } : null;
}

function initialState(html: string): unknown {
  const text = scriptText(html, { type: 'text/mfe-initial-data' });
  return text === null ? undefined : parseEmbedded(text);
}

function toProduct(pdp: ShopeePdp): ScrapedProduct {
  const { item } = pdp;
  const hashes = pdp.product_images?.images ?? item.images ?? (item.image ? [item.image] : []);
  const tiers = item.tier_variations.filter((t) => t.options.length > 0);
  const variants =
    tiers.length === 0 || item.models.length === 0
      ? singleVariant(Math.round((item.price_min ?? item.price ?? 0) / PRICE_SCALE), item.stock)
      : item.models.map((model) => ({
          options: model.extinfo.tier_index.map((option, tier) => tiers[tier]?.options[option] ?? ''),
          price: Math.round(model.price / PRICE_SCALE),
          stock: model.stock,
          sku: '',
        }));
  return {
    platform: 'shopee',
    externalId: item.item_id,
    url: `https://shopee.co.id/product/${item.shop_id}/${item.item_id}`,
    name: item.title,
    description: (pdp.product_description?.paragraph_list ?? [])
      .filter((p) => p.type === 0)
      .map((p) => p.text)
      .join('\n'),
    images: hashes.map((hash) => (hash.startsWith('https://') ? hash : `${IMAGE_HOST}${hash}`)),
    tiers: tiers.map((t) => ({ name: t.name, options: t.options })),
    variants,
    weightGrams: item.weight && item.weight > 0 ? Math.round(item.weight) : null,
    shop: { externalId: item.shop_id, name: pdp.shop_detailed?.name ?? '' },
  };
}

/** shopee.co.id product pages (`{slug}-i.{shopid}.{itemid}`, `/product/{shopid}/{itemid}`) and shop pages (`/shop/{shopid}`, `/{username}`). */
export const shopeePublicPages: PublicPageParser = {
  platform: 'shopee',

  kindOf(url) {
    if (productIds(url)) return 'product';
    if (SHOP_PATH.test(url.pathname)) return 'shop';
    const parts = url.pathname.split('/').filter(Boolean);
    return parts.length === 1 && !RESERVED.has(parts[0]) ? 'shop' : null;
  },

  parseProduct(html, url) {
    const state = initialState(html);
    if (state === undefined) throw unreadablePage('Shopee', 'product');
    const { cachedMap } = parsePayload(shopeePdpStateSchema, state, 'Shopee product page').initialState
      .DOMAIN_PDP.data.PDP_BFF_DATA;
    const ids = productIds(url);
    const entry = (ids && cachedMap[`${ids.shopId}/${ids.itemId}`]) ?? Object.values(cachedMap)[0];
    if (!entry) throw unreadablePage('Shopee', 'product');
    return toProduct(parsePayload(shopeePdpSchema, entry, 'Shopee product page'));
  },

  parseShop(html, url) {
    const state = initialState(html);
    if (state === undefined) throw unreadablePage('Shopee', 'shop');
    const { SHOP_DETAIL: shop, SHOP_ITEMS: items } = parsePayload(
      shopeeShopStateSchema,
      state,
      'Shopee shop page',
    ).initialState.DOMAIN_SHOP.data;
    const page = Number(url.searchParams.get('page') ?? 0) || 0;
    const next = new URL(`https://shopee.co.id/shop/${shop.shopid}`);
    next.searchParams.set('page', String(page + 1));
    return {
      shop: { externalId: shop.shopid, name: shop.name },
      productUrls: items.items.map((i) => `https://shopee.co.id/product/${i.shopid}/${i.itemid}`),
      nextPageUrl: items.nomore ? null : next.href,
    };
  },
};
