import type { z } from 'zod';
import { parseEmbedded, scriptText, unreadablePage } from '../core/embedded-data.ts';
import { parsePayload } from '../core/errors.ts';
import type { PublicPageParser } from '../core/public-page-port.ts';
import { singleVariant, toGrams } from '../core/scraped-product.ts';
import {
  descriptionPartsSchema,
  pageConfigSchema,
  productInfoSchema,
  routerDataSchema,
  shopInfoSchema,
  shopProductListSchema,
} from './public-page-schemas.ts';

const PRODUCT_PATHS = [/^\/view\/product\/(\d+)\/?$/, /^\/shop\/pdp\/[^/]+\/(\d+)\/?$/];
const SHOP_PATH = /^\/shop\/store\/[^/]+\/(\d+)\/?$/;

type Component = { component_type: string; component_data: unknown };

/** The components of the page's route, whatever the route's key is called this month. */
function componentsOf(html: string, what: string): Component[] {
  const text = scriptText(html, { id: '__MODERN_ROUTER_DATA__' });
  const data = text === null ? undefined : parseEmbedded(text);
  if (data === undefined) throw unreadablePage('TikTok Shop', what);
  const { loaderData } = parsePayload(routerDataSchema, data, `TikTok Shop ${what} page`);
  for (const route of Object.values(loaderData)) {
    const config = pageConfigSchema.safeParse(route);
    if (config.success) return config.data.page_config.components_map;
  }
  throw unreadablePage('TikTok Shop', what);
}

function component<S extends z.ZodType>(
  components: Component[],
  type: string,
  schema: S,
  what: string,
): z.output<S> {
  const found = components.find((c) => c.component_type === type);
  if (!found) throw unreadablePage('TikTok Shop', what);
  return parsePayload(schema, found.component_data, `TikTok Shop ${type}`);
}

function descriptionText(raw: string): string {
  const parts = descriptionPartsSchema.safeParse(parseEmbedded(raw));
  if (!parts.success) return raw;
  return parts.data
    .filter((p) => p.type === 'text')
    .map((p) => p.text)
    .join('\n');
}

/** TikTok Shop product pages (`/view/product/{id}`, `/shop/pdp/{slug}/{id}`) and shop pages (`/shop/store/{slug}/{sellerId}`). */
export const tiktokPublicPages: PublicPageParser = {
  platform: 'tiktok',

  kindOf(url) {
    if (PRODUCT_PATHS.some((p) => p.test(url.pathname))) return 'product';
    return SHOP_PATH.test(url.pathname) ? 'shop' : null;
  },

  parseProduct(html) {
    const info = component(
      componentsOf(html, 'product'),
      'product_info',
      productInfoSchema,
      'product',
    ).product_info;
    const base = info.product_base;
    const props = info.sale_props;
    const weight = info.logistic?.package_weight;
    return {
      platform: 'tiktok',
      externalId: info.product_id,
      url: `https://shop.tiktok.com/view/product/${info.product_id}`,
      name: base.title,
      description: descriptionText(base.desc_detail),
      images: base.images.map((image) => image.url_list[0]),
      tiers: props.map((p) => ({ name: p.prop_name, options: p.sale_prop_values.map((v) => v.prop_value) })),
      variants:
        props.length === 0 || info.skus.length === 0
          ? singleVariant(
              Math.round(info.skus[0]?.price.real_price.price_val ?? base.price?.real_price.price_val ?? 0),
              info.skus[0]?.stock ?? 0,
              info.skus[0]?.seller_sku,
            )
          : info.skus.map((sku) => ({
              options: props.map((p) => {
                const chosen = sku.sku_sale_props.find((s) => s.prop_id === p.prop_id)?.prop_value_id;
                return p.sale_prop_values.find((v) => v.prop_value_id === chosen)?.prop_value ?? '';
              }),
              price: Math.round(sku.price.real_price.price_val),
              stock: sku.stock,
              sku: sku.seller_sku,
            })),
      weightGrams: weight ? toGrams(weight.value, weight.unit.toLowerCase() === 'kg' ? 'kg' : 'g') : null,
      shop: { externalId: info.seller.seller_id, name: info.seller.name },
    };
  },

  parseShop(html, url) {
    const components = componentsOf(html, 'shop');
    const shop = component(components, 'shop_info', shopInfoSchema, 'shop');
    const list = component(components, 'shop_product_list', shopProductListSchema, 'shop');
    const next = new URL(url.href);
    next.searchParams.set('page', String((Number(url.searchParams.get('page')) || 1) + 1));
    return {
      shop: { externalId: shop.seller_id, name: shop.shop_name },
      productUrls: list.products.map((p) => p.seo_url.canonical_url),
      nextPageUrl: list.has_more ? next.href : null,
    };
  },
};
