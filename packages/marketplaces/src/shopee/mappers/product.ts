import type {
  ListingStatus,
  MarketplaceProduct,
  PlatformImage,
  ProductDimensions,
  ProductVariant,
} from '../../core/port.ts';
import type { ShopeeItem, ShopeeModelList } from '../schemas.ts';

type Stock = ShopeeItem['stock_info_v2'];

export function shopeeStock(stock: Stock): number {
  if (stock?.summary_info?.total_available_stock !== undefined)
    return stock.summary_info.total_available_stock;
  return (stock?.seller_stock ?? []).reduce((sum, s) => sum + s.stock, 0);
}

/** Units a campaign holds (part of the stock above, not on top of it). */
export const shopeeReserved = (stock: Stock): number =>
  Math.max(0, stock?.summary_info?.total_reserved_stock ?? 0);

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
  const tiers = (models?.tier_variation ?? []).map((tier) => ({
    name: tier.name,
    options: tier.option_list.map((o) => o.option),
  }));
  let variants: ProductVariant[];
  if (models && models.model.length > 0) {
    variants = models.model.map((model) => {
      const options = model.tier_index.map((index, tier) => tiers[tier]?.options[index] ?? '');
      return {
        externalId: model.model_id,
        sku: model.model_sku,
        name: options.filter(Boolean).join(' / '),
        options,
        price: shopeePrice(model.price_info),
        stock: shopeeStock(model.stock_info_v2),
        reserved: shopeeReserved(model.stock_info_v2),
      };
    });
  } else {
    variants = [
      {
        externalId: item.item_id,
        sku: item.item_sku,
        name: item.item_name,
        options: [],
        price: shopeePrice(item.price_info),
        stock: shopeeStock(item.stock_info_v2),
        reserved: shopeeReserved(item.stock_info_v2),
      },
    ];
  }
  const totalStock = variants.reduce((sum, v) => sum + v.stock, 0);
  const platformImages = shopeeImages(item.image);
  return {
    externalId: item.item_id,
    name: item.item_name,
    description: item.description,
    status: shopeeListingStatus(item.item_status, totalStock),
    platformStatus: item.item_status,
    categoryId: item.category_id ?? '',
    images: platformImages.map((i) => i.url),
    platformImages,
    attributes: item.attribute_list.map((a) => ({
      id: a.attribute_id,
      name: a.original_attribute_name,
      value: a.attribute_value_list.map((v) => v.original_value_name).join(', '),
    })),
    tiers: models && models.model.length > 0 ? tiers : [],
    variants,
    weightGrams: Math.round((item.weight ?? 0) * 1000),
    dimensions: shopeeDimensions(item.dimension),
    condition: item.condition === 'USED' ? 'used' : 'new',
    logistics: item.logistic_info.filter((l) => l.enabled).map((l) => l.logistic_id),
    updatedAt: new Date(item.update_time * 1000),
  };
}

/** image_id_list and image_url_list are parallel lists, cover first. */
function shopeeImages(image: ShopeeItem['image']): PlatformImage[] {
  const urls = image?.image_url_list ?? [];
  return urls.map((url, i) => ({ imageId: image?.image_id_list[i] ?? '', url }));
}

function shopeeDimensions(dimension: ShopeeItem['dimension']): ProductDimensions | null {
  const { package_length: lengthCm, package_width: widthCm, package_height: heightCm } = dimension ?? {};
  if (!lengthCm || !widthCm || !heightCm) return null;
  return { lengthCm, widthCm, heightCm };
}
