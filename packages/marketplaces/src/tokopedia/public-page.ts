import type { z } from 'zod';
import { assignedObject, unreadablePage } from '../core/embedded-data.ts';
import { parsePayload } from '../core/errors.ts';
import type { PublicPageParser, ScrapedProduct } from '../core/public-page-port.ts';
import { singleVariant, toGrams } from '../core/scraped-product.ts';
import { type ApolloCache, rootField } from './apollo-cache.ts';
import {
  contentDataSchema,
  detailDataSchema,
  mediaDataSchema,
  pdpLayoutSchema,
  shopInfoSchema,
  shopProductsSchema,
  variantDataSchema,
} from './public-page-schemas.ts';

/** First path segments of tokopedia.com that are not a shop's domain (the sandbox's site serves the same). */
export const TOKOPEDIA_RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'search',
  'find',
  'p',
  'discovery',
  'help',
  'cart',
  'login',
  'promo',
  'blog',
  'about',
]);
/** Second segments that are a shop's own tabs, not a product key. */
const SHOP_TABS = new Set(['product', 'etalase', 'review', 'info', 'feed']);

function cacheOf(html: string, what: string): ApolloCache {
  const cache = assignedObject(html, 'window.__cache');
  if (typeof cache !== 'object' || cache === null) throw unreadablePage('Tokopedia', what);
  return cache as ApolloCache;
}

function componentData<S extends z.ZodType>(
  components: { name: string; data?: unknown[] | null }[],
  name: string,
  schema: S,
): z.output<S> | null {
  const data = components.find((c) => c.name === name)?.data?.[0];
  return data === undefined ? null : parsePayload(schema, data, `Tokopedia ${name}`);
}

/** tokopedia.com product pages (`/{shopDomain}/{productKey}`) and shop pages (`/{shopDomain}`, `/{shopDomain}/product/page/{n}`). */
export const tokopediaPublicPages: PublicPageParser = {
  platform: 'tokopedia',

  kindOf(url) {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts.length === 0 || TOKOPEDIA_RESERVED_SEGMENTS.has(parts[0])) return null;
    if (parts.length === 1 || SHOP_TABS.has(parts[1])) return 'shop';
    return parts.length === 2 ? 'product' : null;
  },

  parseProduct(html, url) {
    const layout = rootField(cacheOf(html, 'product'), 'pdpGetLayout');
    if (!layout) throw unreadablePage('Tokopedia', 'product');
    const { basicInfo, components, name } = parsePayload(pdpLayoutSchema, layout, 'Tokopedia pdpGetLayout');
    const content = componentData(components, 'product_content', contentDataSchema);
    const media = componentData(components, 'product_media', mediaDataSchema);
    const detail = componentData(components, 'product_detail', detailDataSchema);
    const variants = componentData(components, 'new_variant_options', variantDataSchema);
    const optionNames = new Map(
      (variants?.variants ?? []).flatMap((v) =>
        v.option.map((o) => [o.productVariantOptionID, o.value] as const),
      ),
    );
    const product: ScrapedProduct = {
      platform: 'tokopedia',
      externalId: basicInfo.id,
      url: `https://www.tokopedia.com${url.pathname}`,
      name: content?.name ?? name,
      description: detail?.content.find((c) => c.title === 'Deskripsi')?.subtitle ?? '',
      images: (media?.media ?? []).filter((m) => m.type === 'image').map((m) => m.URLOriginal),
      tiers: (variants?.variants ?? []).map((v) => ({ name: v.name, options: v.option.map((o) => o.value) })),
      variants:
        variants && variants.children.length > 0
          ? variants.children.map((child) => ({
              options: child.optionID.map((id) => optionNames.get(id) ?? ''),
              price: Math.round(child.price),
              stock: child.stock?.stock ?? 0,
              sku: child.sku,
            }))
          : singleVariant(Math.round(content?.price.value ?? 0), content?.stock?.value ?? 0),
      weightGrams: toGrams(basicInfo.weight, basicInfo.weightUnit.toUpperCase() === 'KILOGRAM' ? 'kg' : 'g'),
      shop: { externalId: basicInfo.shopID, name: basicInfo.shopName },
    };
    return product;
  },

  parseShop(html, url) {
    const cache = cacheOf(html, 'shop');
    const info = rootField(cache, 'shopInfoByID');
    const products = rootField(cache, 'GetShopProduct');
    if (!info || !products) throw unreadablePage('Tokopedia', 'shop');
    const shop = parsePayload(shopInfoSchema, info, 'Tokopedia shopInfoByID').result[0].shopCore;
    const page = parsePayload(shopProductsSchema, products, 'Tokopedia GetShopProduct');
    const current = Number(/\/product\/page\/(\d+)/.exec(url.pathname)?.[1] ?? 1);
    return {
      shop: { externalId: shop.shopID, name: shop.name },
      productUrls: page.data.map((p) => p.product_url),
      nextPageUrl: page.links?.next
        ? `https://www.tokopedia.com/${shop.domain}/product/page/${current + 1}`
        : null,
    };
  },
};
