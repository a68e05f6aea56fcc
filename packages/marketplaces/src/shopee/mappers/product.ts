import type { ListingStatus, MarketplaceProduct, ProductVariant } from '../../core/port.ts';
import type { ShopeeItem, ShopeeModelList } from '../schemas.ts';

type Stock = ShopeeItem['stock_info_v2'];

export function shopeeStock(stock: Stock): number {
  if (stock?.summary_info?.total_available_stock !== undefined)
    return stock.summary_info.total_available_stock;
  return (stock?.seller_stock ?? []).reduce((sum, s) => sum + s.stock, 0);
}

/** The price we write with update_price is original_price, so that is the one we read. */
function shopeePrice(info: ShopeeItem['price_info']): number {
  const first = info?.[0];
  return first?.original_price ?? first?.current_price ?? 0;
}

export function shopeeListingStatus(itemStatus: string, totalStock: number): ListingStatus {
  switch (itemStatus) {
    case 'NORMAL':
      return totalStock > 0 ? 'live' : 'soldout';
    case 'UNLIST':
    case 'REVIEWING':
      return 'unlisted';
    case 'BANNED':
      return 'violation';
    default:
      return 'archived';
  }
}

export function mapShopeeProduct(item: ShopeeItem, models: ShopeeModelList | null): MarketplaceProduct {
  let variants: ProductVariant[];
  if (models && models.model.length > 0) {
    variants = models.model.map((model) => ({
      externalId: model.model_id,
      sku: model.model_sku,
      name: model.tier_index
        .map((index, tier) => models.tier_variation[tier]?.option_list[index]?.option)
        .filter(Boolean)
        .join(' / '),
      price: shopeePrice(model.price_info),
      stock: shopeeStock(model.stock_info_v2),
    }));
  } else {
    variants = [
      {
        externalId: item.item_id,
        sku: item.item_sku,
        name: item.item_name,
        price: shopeePrice(item.price_info),
        stock: shopeeStock(item.stock_info_v2),
      },
    ];
  }
  const totalStock = variants.reduce((sum, v) => sum + v.stock, 0);
  return {
    externalId: item.item_id,
    name: item.item_name,
    description: item.description,
    status: shopeeListingStatus(item.item_status, totalStock),
    platformStatus: item.item_status,
    categoryId: item.category_id ?? '',
    images: item.image?.image_url_list ?? [],
    variants,
    weightGrams: Math.round((item.weight ?? 0) * 1000),
    updatedAt: new Date(item.update_time * 1000),
  };
}
