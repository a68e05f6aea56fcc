import { publicPage, scriptJson } from './page-html.ts';
import { slug } from './public-product.ts';
import { hasMore, type PublicSite } from './site.ts';

const image = (key: string) =>
  `https://p16-oec-va.ibyteimg.com/tos-maliva-i-o3syd03w52-us/${key}~tplv-o3syd03w52-origin-jpeg.jpeg`;
const routerData = (route: string, components: unknown[]) =>
  `<script id="__MODERN_ROUTER_DATA__" type="application/json">${scriptJson({
    loaderData: { [route]: { page_config: { components_map: components } } },
  })}</script>`;
const price = (rupiah: number) => ({
  price_val: String(rupiah),
  price_str: `Rp${rupiah.toLocaleString('id-ID')}`,
});

/** TikTok Shop: `/view/product/{id}`, `/shop/pdp/{slug}/{id}`, `/shop/store/{slug}/{sellerId}?page=`. */
export const tiktokSite: PublicSite = {
  pageSize: 30,

  productOf(path) {
    return (
      (/^\/view\/product\/(\d+)\/?$/.exec(path) ?? /^\/shop\/pdp\/[^/]+\/(\d+)\/?$/.exec(path))?.[1] ?? null
    );
  },

  shopOf(path, query) {
    const m = /^\/shop\/store\/[^/]+\/(\d+)\/?$/.exec(path);
    return m ? { shopId: m[1], page: Number(query.get('page')) || 1 } : null;
  },

  renderProduct({ listing, tiers, variants, description, photos, weightGrams }) {
    const propId = (t: number) => String(7_000_000 + t);
    const valueId = (t: number, o: number) => String(7_100_000 + 1000 * t + o);
    const info = {
      product_id: listing.itemId,
      product_base: {
        title: listing.name,
        images: photos.map((p) => ({ url_list: [image(p)], height: 800, width: 800 })),
        desc_detail: JSON.stringify(description.split('\n').map((text) => ({ type: 'text', text }))),
        price: { real_price: price(variants[0].price) },
        sold_count: listing.historicalSold,
      },
      sale_props: tiers.map((tier, t) => ({
        prop_id: propId(t),
        prop_name: tier.name,
        sale_prop_values: tier.options.map((value, o) => ({
          prop_value_id: valueId(t, o),
          prop_value: value,
        })),
      })),
      skus: variants.map((v) => ({
        sku_id: v.id,
        sku_sale_props: v.options.map((o, t) => ({
          prop_id: propId(t),
          prop_value_id: valueId(t, tiers[t].options.indexOf(o)),
        })),
        price: { real_price: price(v.price) },
        stock: v.stock,
        seller_sku: v.sku,
      })),
      seller: { seller_id: listing.shopId, name: listing.shopName },
      logistic: { package_weight: { value: String(weightGrams), unit: 'g' } },
    };
    return publicPage({
      title: `${listing.name} - TikTok Shop`,
      image: image(photos[0]),
      canonical: `https://www.tiktok.com/shop/pdp/${slug(listing.name)}/${listing.itemId}`,
      scripts: [
        routerData('view/product/(product_id)/page', [
          { component_type: 'product_info', component_data: { product_info: info } },
          {
            component_type: 'shop_info',
            component_data: { seller_id: listing.shopId, shop_name: listing.shopName },
          },
        ]),
      ],
    });
  },

  renderShop(page) {
    return publicPage({
      title: `${page.shop.name} - TikTok Shop`,
      canonical: `https://www.tiktok.com/shop/store/${slug(page.shop.name)}/${page.shop.id}`,
      scripts: [
        routerData('shop/store/(shop_name)/(seller_id)/page', [
          {
            component_type: 'shop_info',
            component_data: { seller_id: page.shop.id, shop_name: page.shop.name },
          },
          {
            component_type: 'shop_product_list',
            component_data: {
              products: page.listings.map((l) => ({
                product_id: l.itemId,
                title: l.name,
                seo_url: { canonical_url: `https://www.tiktok.com/shop/pdp/${slug(l.name)}/${l.itemId}` },
              })),
              has_more: hasMore(page),
            },
          },
        ]),
      ],
    });
  },
};
