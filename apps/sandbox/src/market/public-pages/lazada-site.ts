import { escapeHtml } from '../../core/html.ts';
import { publicPage, scriptJson } from './page-html.ts';
import { slug } from './public-product.ts';
import type { PublicSite } from './site.ts';

const image = (key: string) => `//img.lazcdn.com/g/p/${key}.jpg`;
const productPath = (name: string, itemId: string) => `/products/${slug(name)}-i${itemId}-s${itemId}01.html`;

/** lazada.co.id: `/products/{slug}-i{itemId}-s{skuId}.html`, `/shop/{name}-{sellerId}/?page=`. */
export const lazadaSite: PublicSite = {
  pageSize: 40,

  productOf(path) {
    return /^\/products\/[^/]*-i(\d+)(?:-s\d+)?\.html$/.exec(path)?.[1] ?? null;
  },

  shopOf(path, query) {
    const m = /^\/shop\/[^/]*-(\d+)\/?$/.exec(path);
    return m ? { shopId: m[1], page: Number(query.get('page')) || 1 } : null;
  },

  renderProduct({ listing, tiers, variants, description, photos, weightGrams }) {
    const pid = (t: number) => String(100 + t);
    const vid = (t: number, o: number) => String(1000 * (t + 1) + o);
    const skuInfo = (v: (typeof variants)[number]) => ({
      price: { salePrice: { value: v.price, text: `Rp${v.price.toLocaleString('id-ID')}` } },
      stock: v.stock,
      sellerSku: v.sku,
    });
    const fields = {
      product: {
        title: listing.name,
        desc: description
          .split('\n')
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join(''),
      },
      primaryKey: { itemId: listing.itemId, sellerId: listing.shopId },
      skuInfos: {
        '0': skuInfo(variants[0]),
        ...Object.fromEntries(variants.map((v) => [v.id, skuInfo(v)])),
      },
      productOption: {
        skuBase: {
          properties: tiers.map((tier, t) => ({
            pid: pid(t),
            name: tier.name,
            values: tier.options.map((name, o) => ({ vid: vid(t, o), name })),
          })),
          skus: variants.map((v) => ({
            skuId: v.id,
            propPath: v.options.map((o, t) => `${pid(t)}:${vid(t, tiers[t].options.indexOf(o))}`).join(';'),
          })),
        },
      },
      skuGalleries: { '0': photos.map((p) => ({ type: 'img', src: image(p) })) },
      seller: { sellerId: listing.shopId, name: listing.shopName },
      specifications: {
        [variants[0].id]: { features: { 'Package Weight (kg)': String(weightGrams / 1000) } },
      },
      tracking: { pdt_name: listing.name, pdt_price: String(variants[0].price) },
    };
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.name,
      image: `https:${image(photos[0])}`,
      offers: { '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: variants[0].price },
    };
    return publicPage({
      title: `${listing.name} | Lazada Indonesia`,
      image: `https:${image(photos[0])}`,
      canonical: `https://www.lazada.co.id${productPath(listing.name, listing.itemId)}`,
      scripts: [
        `<script type="application/ld+json">${scriptJson(ld)}</script>`,
        `<script>\nvar __moduleData__ = ${scriptJson({ data: { root: { fields } } })};\nvar __googleBot__ = "";\n</script>`,
      ],
    });
  },

  renderShop(page) {
    const pageData = {
      mods: {
        listItems: page.listings.map((l) => ({
          itemId: l.itemId,
          name: l.name,
          itemUrl: `//www.lazada.co.id${productPath(l.name, l.itemId)}`,
          price: String(l.price),
          image: `https:${image(`${l.imageHash}-0`)}`,
          sellerId: l.shopId,
          sellerName: l.shopName,
          location: l.location,
        })),
      },
      mainInfo: { page: page.page, pageSize: page.pageSize, totalResults: page.total },
      seller: { sellerId: page.shop.id, name: page.shop.name },
    };
    return publicPage({
      title: `${page.shop.name} | Lazada Indonesia`,
      canonical: `https://www.lazada.co.id/shop/${slug(page.shop.name)}-${page.shop.id}/`,
      scripts: [`<script>window.pageData = ${scriptJson(pageData)};</script>`],
    });
  },
};
