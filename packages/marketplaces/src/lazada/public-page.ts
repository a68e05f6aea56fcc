import { assignedObject, unreadablePage } from '../core/embedded-data.ts';
import { parsePayload } from '../core/errors.ts';
import type { PublicPageParser, ScrapedProduct, ScrapedVariant } from '../core/public-page-port.ts';
import { plainText, singleVariant, toGrams } from '../core/scraped-product.ts';
import {
  type LazadaFields,
  lazadaFieldsSchema,
  lazadaModuleDataSchema,
  lazadaShopPageSchema,
} from './public-page-schemas.ts';

const PRODUCT_PATH = /^\/products\/[^/]*-i(\d+)(?:-s(\d+))?\.html$/;
const SHOP_PATH = /^\/shop\/([^/]+)\/?/;

/** Lazada writes protocol-relative links (`//img.lazcdn.com/…`). */
const absolute = (href: string) => (href.startsWith('//') ? `https:${href}` : href);

function variantsOf(fields: LazadaFields): Pick<ScrapedProduct, 'tiers' | 'variants'> {
  const properties = fields.productOption?.skuBase.properties ?? [];
  const skus = fields.productOption?.skuBase.skus ?? [];
  const priceOf = (skuId: string) => Math.round(fields.skuInfos[skuId]?.price?.salePrice.value ?? 0);
  if (properties.length === 0 || skus.length === 0) {
    const first = skus[0]?.skuId ?? '0';
    const info = fields.skuInfos[first] ?? fields.skuInfos['0'];
    return {
      tiers: [],
      variants: singleVariant(priceOf(first) || priceOf('0'), info?.stock ?? 0, info?.sellerSku),
    };
  }
  const variants: ScrapedVariant[] = skus.map((sku) => {
    const chosen = new Map(sku.propPath.split(';').map((pair) => pair.split(':') as [string, string]));
    return {
      options: properties.map((p) => p.values.find((v) => v.vid === chosen.get(p.pid))?.name ?? ''),
      price: priceOf(sku.skuId),
      stock: fields.skuInfos[sku.skuId]?.stock ?? 0,
      sku: fields.skuInfos[sku.skuId]?.sellerSku ?? '',
    };
  });
  return { tiers: properties.map((p) => ({ name: p.name, options: p.values.map((v) => v.name) })), variants };
}

function weightOf(fields: LazadaFields): number | null {
  for (const spec of Object.values(fields.specifications)) {
    const entry = Object.entries(spec.features).find(([label]) => /weight|berat/i.test(label));
    if (entry) return toGrams(Number.parseFloat(entry[1]), /\(g\)|gram/i.test(entry[0]) ? 'g' : 'kg');
  }
  return null;
}

/** lazada.co.id product pages (`/products/{slug}-i{itemId}-s{skuId}.html`) and shop pages (`/shop/{name}/`). */
export const lazadaPublicPages: PublicPageParser = {
  platform: 'lazada',

  kindOf(url) {
    if (PRODUCT_PATH.test(url.pathname)) return 'product';
    return SHOP_PATH.test(url.pathname) ? 'shop' : null;
  },

  parseProduct(html) {
    const moduleData = assignedObject(html, '__moduleData__');
    if (moduleData === undefined) throw unreadablePage('Lazada', 'product');
    const { fields: raw } = parsePayload(lazadaModuleDataSchema, moduleData, 'Lazada product page').data.root;
    const fields = parsePayload(lazadaFieldsSchema, raw, 'Lazada product page');
    const gallery = fields.skuGalleries['0'] ?? Object.values(fields.skuGalleries)[0] ?? [];
    return {
      platform: 'lazada',
      externalId: fields.primaryKey.itemId,
      url: `https://www.lazada.co.id/products/pdp-i${fields.primaryKey.itemId}.html`,
      name: fields.product.title,
      description: plainText(fields.product.desc),
      images: gallery.filter((g) => g.type !== 'video').map((g) => absolute(g.src)),
      ...variantsOf(fields),
      weightGrams: weightOf(fields),
      shop: { externalId: fields.primaryKey.sellerId, name: fields.seller?.name ?? '' },
    };
  },

  parseShop(html, url) {
    const pageData = assignedObject(html, 'window.pageData');
    if (pageData === undefined) throw unreadablePage('Lazada', 'shop');
    const { mods, mainInfo, seller } = parsePayload(lazadaShopPageSchema, pageData, 'Lazada shop page');
    const first = mods.listItems[0];
    const next = new URL(url.href);
    next.searchParams.set('page', String(mainInfo.page + 1));
    return {
      shop: {
        externalId: seller?.sellerId ?? first?.sellerId ?? '',
        name: seller?.name ?? first?.sellerName ?? '',
      },
      productUrls: mods.listItems.map((item) => absolute(item.itemUrl)),
      nextPageUrl: mainInfo.page * mainInfo.pageSize < mainInfo.totalResults ? next.href : null,
    };
  },
};
