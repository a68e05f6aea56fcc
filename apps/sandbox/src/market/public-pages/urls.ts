import type { CatalogueListing } from '../catalogue.ts';
import { slug } from './public-product.ts';
import { tokopediaDomain } from './tokopedia-site.ts';

type Platform = 'shopee' | 'tokopedia' | 'lazada' | 'tiktok';

/** The public address of a catalogue listing's product page, as a shopper would copy it from the platform. */
export function publicProductUrl(platform: Platform, listing: CatalogueListing): string {
  const name = slug(listing.name);
  switch (platform) {
    case 'shopee':
      return `https://shopee.co.id/${name}-i.${listing.shopId}.${listing.itemId}`;
    case 'tokopedia':
      return `https://www.tokopedia.com/${tokopediaDomain(listing.shopName, listing.shopId)}/${name}-${listing.itemId}`;
    case 'lazada':
      return `https://www.lazada.co.id/products/${name}-i${listing.itemId}-s${listing.itemId}01.html`;
    case 'tiktok':
      return `https://shop.tiktok.com/view/product/${listing.itemId}`;
  }
}

/** The public address of the shop a catalogue listing belongs to. */
export function publicShopUrl(platform: Platform, listing: CatalogueListing): string {
  switch (platform) {
    case 'shopee':
      return `https://shopee.co.id/shop/${listing.shopId}`;
    case 'tokopedia':
      return `https://www.tokopedia.com/${tokopediaDomain(listing.shopName, listing.shopId)}`;
    case 'lazada':
      return `https://www.lazada.co.id/shop/${slug(listing.shopName)}-${listing.shopId}/`;
    case 'tiktok':
      return `https://www.tiktok.com/shop/store/${slug(listing.shopName)}/${listing.shopId}`;
  }
}
