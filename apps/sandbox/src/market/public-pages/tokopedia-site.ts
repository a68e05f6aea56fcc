import { TOKOPEDIA_RESERVED_SEGMENTS } from '@booster/marketplaces';
import { apolloCache } from './apollo-cache.ts';
import { publicPage, scriptJson } from './page-html.ts';
import { type PublicProduct, slug } from './public-product.ts';
import { hasMore, type PublicSite } from './site.ts';

const image = (key: string) => `https://images.tokopedia.net/img/cache/700/VqbcmM/2026/1/1/${key}.jpg`;
/** A shop's domain carries its id so the sandbox can find it; product keys end with the item id. */
export const tokopediaDomain = (name: string, shopId: string) => `${slug(name)}-${shopId}`;
const cacheScript = (queries: Record<string, unknown>) =>
  `<script>window.__cache = ${scriptJson(apolloCache(queries))};</script>`;

function variantComponent({ tiers, variants }: PublicProduct) {
  const optionId = (t: number, o: number) => String(1000 * (t + 1) + o);
  return {
    __typename: 'pdpComponent',
    name: 'new_variant_options',
    type: 'variant',
    data: [
      {
        __typename: 'pdpDataProductVariant',
        variants: tiers.map((tier, t) => ({
          name: tier.name,
          option: tier.options.map((value, o) => ({ productVariantOptionID: optionId(t, o), value })),
        })),
        children: variants.map((v) => ({
          productID: v.id,
          price: v.price,
          sku: v.sku,
          stock: { stock: v.stock },
          optionID: v.options.map((o, t) => optionId(t, tiers[t].options.indexOf(o))),
        })),
      },
    ],
  };
}

/** tokopedia.com: `/{shopDomain}/{productKey}`, `/{shopDomain}`, `/{shopDomain}/product/page/{n}`. */
export const tokopediaSite: PublicSite = {
  pageSize: 80,

  productOf(path) {
    const parts = path.split('/').filter(Boolean);
    if (parts.length !== 2 || TOKOPEDIA_RESERVED_SEGMENTS.has(parts[0]) || parts[1] === 'product')
      return null;
    return /-(\d+)$/.exec(parts[1])?.[1] ?? null;
  },

  shopOf(path) {
    const m = /^\/[^/]*-(\d+)(?:\/product(?:\/page\/(\d+))?)?\/?$/.exec(path);
    return m ? { shopId: m[1], page: Number(m[2] ?? 1) || 1 } : null;
  },

  renderProduct(product) {
    const { listing, variants, description, photos, weightGrams, tiers } = product;
    const domain = tokopediaDomain(listing.shopName, listing.shopId);
    const url = `https://www.tokopedia.com/${domain}/${slug(listing.name)}-${listing.itemId}`;
    const layout = {
      __typename: 'PDPDataLayout',
      requestID: `req-${listing.itemId}`,
      name: listing.name,
      pdpSession: '',
      basicInfo: {
        __typename: 'pdpBasicInfo',
        id: listing.itemId,
        shopID: listing.shopId,
        shopName: listing.shopName,
        alias: slug(listing.name),
        minOrder: 1,
        maxOrder: 1000,
        weight: weightGrams,
        weightUnit: 'GRAM',
        condition: 'NEW',
        status: 'ACTIVE',
        url,
        txStats: { countSold: String(listing.historicalSold) },
        stats: { rating: listing.rating, countReview: String(listing.ratingCount) },
      },
      components: [
        {
          __typename: 'pdpComponent',
          name: 'product_media',
          type: 'product_media',
          data: [
            { media: photos.map((p) => ({ type: 'image', URLOriginal: image(p), URLThumbnail: image(p) })) },
          ],
        },
        {
          __typename: 'pdpComponent',
          name: 'product_content',
          type: 'product_content',
          data: [
            {
              name: listing.name,
              price: { value: Math.min(...variants.map((v) => v.price)), currency: 'IDR' },
              stock: { value: variants.reduce((s, v) => s + v.stock, 0), useStock: true },
            },
          ],
        },
        {
          __typename: 'pdpComponent',
          name: 'product_detail',
          type: 'product_detail',
          data: [
            {
              content: [
                { title: 'Kondisi', subtitle: 'Baru' },
                { title: 'Min. Pemesanan', subtitle: '1 Buah' },
                { title: 'Deskripsi', subtitle: description },
              ],
            },
          ],
        },
        ...(tiers.length > 0 ? [variantComponent(product)] : []),
      ],
    };
    const args = JSON.stringify({
      shopDomain: domain,
      productKey: `${slug(listing.name)}-${listing.itemId}`,
      layoutID: '',
      apiVersion: 1,
    });
    return publicPage({
      title: `Jual ${listing.name} | Tokopedia`,
      image: image(photos[0]),
      canonical: url,
      scripts: [cacheScript({ [`pdpGetLayout(${args})`]: layout })],
    });
  },

  renderShop(page) {
    const domain = tokopediaDomain(page.shop.name, page.shop.id);
    const info = {
      __typename: 'ShopInfoByIDResponse',
      result: [{ shopCore: { __typename: 'ShopCore', shopID: page.shop.id, name: page.shop.name, domain } }],
    };
    const products = {
      __typename: 'ShopProduct',
      status: 'REQUEST_OK',
      totalData: page.total,
      links: {
        prev: page.page > 1 ? String(page.page - 1) : '',
        next: hasMore(page) ? String(page.page + 1) : '',
      },
      data: page.listings.map((l) => ({
        product_id: l.itemId,
        name: l.name,
        product_url: `https://www.tokopedia.com/${domain}/${slug(l.name)}-${l.itemId}`,
        price: { text_idr: `Rp${l.price.toLocaleString('id-ID')}` },
        primary_image: { original: image(`${l.imageHash}-0`) },
      })),
    };
    return publicPage({
      title: `${page.shop.name} | Tokopedia`,
      canonical: `https://www.tokopedia.com/${domain}`,
      scripts: [
        cacheScript({
          [`shopInfoByID(${JSON.stringify({ input: { shopIDs: [Number(page.shop.id)] } })})`]: info,
          [`GetShopProduct(${JSON.stringify({ shopId: page.shop.id, filter: { page: page.page, perPage: page.pageSize } })})`]:
            products,
        }),
      ],
    });
  },
};
