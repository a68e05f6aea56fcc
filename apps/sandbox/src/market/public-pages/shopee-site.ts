import { publicPage, scriptJson } from './page-html.ts';
import { slug } from './public-product.ts';
import { hasMore, type PublicSite } from './site.ts';

const PRICE_SCALE = 100_000;
const CDN = 'https://down-id.img.susercontent.com/file/';
const mfeState = (initialState: unknown) =>
  `<script type="text/mfe-initial-data" data-module="@shopee/mfe">${scriptJson({ initialState })}</script>`;

/** shopee.co.id: `{Name}-i.{shopid}.{itemid}`, `/product/{shopid}/{itemid}`, `/shop/{shopid}?page=` (0-based). */
export const shopeeSite: PublicSite = {
  pageSize: 30,

  productOf(path) {
    const m = /^\/product\/\d+\/(\d+)\/?$/.exec(path) ?? /-i\.\d+\.(\d+)$/.exec(decodeURIComponent(path));
    return m ? m[1] : null;
  },

  shopOf(path, query) {
    const m = /^\/shop\/(\d+)\/?$/.exec(path);
    return m ? { shopId: m[1], page: (Number(query.get('page')) || 0) + 1 } : null;
  },

  renderProduct({ listing, tiers, variants, description, photos }) {
    const price = (rupiah: number) => rupiah * PRICE_SCALE;
    const prices = variants.map((v) => v.price);
    const item = {
      item_id: Number(listing.itemId),
      shop_id: Number(listing.shopId),
      title: listing.name,
      image: photos[0],
      images: photos,
      currency: 'IDR',
      price: price(Math.min(...prices)),
      price_min: price(Math.min(...prices)),
      price_max: price(Math.max(...prices)),
      stock: variants.reduce((sum, v) => sum + v.stock, 0),
      historical_sold: listing.historicalSold,
      cat_id: listing.categoryId,
      tier_variations: tiers.map((t) => ({ name: t.name, options: t.options, images: null })),
      models:
        tiers.length === 0
          ? []
          : variants.map((v) => ({
              model_id: Number(v.id),
              name: v.options.join(','),
              price: price(v.price),
              stock: v.stock,
              extinfo: { tier_index: v.options.map((o, t) => tiers[t].options.indexOf(o)) },
            })),
      item_rating: { rating_star: listing.rating, rating_count: [listing.ratingCount, 0, 0, 0, 0, 0] },
    };
    const pdp = {
      item,
      product_images: { images: photos },
      product_price: {
        price: { single_value: item.price_min, range_min: item.price_min, range_max: item.price_max },
      },
      product_description: { paragraph_list: description.split('\n').map((text) => ({ type: 0, text })) },
      shop_detailed: { shopid: item.shop_id, name: listing.shopName, shop_location: listing.location },
    };
    const key = `${listing.shopId}/${listing.itemId}`;
    return publicPage({
      title: `${listing.name} | Shopee Indonesia`,
      image: `${CDN}${photos[0]}`,
      canonical: `https://shopee.co.id/${slug(listing.name)}-i.${listing.shopId}.${listing.itemId}`,
      scripts: [
        mfeState({ DOMAIN_PDP: { data: { PDP_BFF_DATA: { currentKey: key, cachedMap: { [key]: pdp } } } } }),
      ],
    });
  },

  renderShop(page) {
    const data = {
      SHOP_DETAIL: { shopid: Number(page.shop.id), name: page.shop.name, item_count: page.total },
      SHOP_ITEMS: {
        total_count: page.total,
        nomore: !hasMore(page),
        items: page.listings.map((l) => ({
          itemid: Number(l.itemId),
          shopid: Number(l.shopId),
          name: l.name,
          price: l.price * PRICE_SCALE,
          image: `${l.imageHash}-0`,
        })),
      },
    };
    return publicPage({
      title: `${page.shop.name} | Shopee Indonesia`,
      canonical: `https://shopee.co.id/shop/${page.shop.id}`,
      scripts: [mfeState({ DOMAIN_SHOP: { data } })],
    });
  },
};
