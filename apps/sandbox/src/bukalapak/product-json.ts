import { imageRef } from '../core/listings.ts';
import type { Product } from '../core/types.ts';
import { iso } from './envelope.ts';

/**
 * A product as the (sandbox-defined) Bukalapak API answers it. `images.ids` are what create and edit
 * take back; `skus[].options` name one option per `variant_types` entry.
 */
export function productJson(p: Product, origin: string) {
  const images = p.images.map((i) => `${origin}${i}`);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    condition: p.condition === 'USED' ? 'used' : 'new',
    state: p.status,
    category: { id: p.categoryId },
    price: Math.min(...p.variants.map((v) => v.price)),
    stock: p.variants.reduce((sum, v) => sum + v.stock, 0),
    weight: p.weightGrams,
    dimensions: p.dimensions,
    images: { ids: p.images.map(imageRef), large_urls: images, small_urls: images },
    url: `https://www.bukalapak.com/p/${p.id}`,
    specs: Object.fromEntries(p.attributes.map((a) => [a.name, a.value])),
    attributes: p.attributes.map((a) => ({ id: a.id, name: a.name, value: a.value })),
    couriers: p.logistics,
    variant_types: p.tiers.map((t) => ({ name: t.name, options: t.options })),
    skus: p.variants.map((v) => ({
      id: Number(v.id),
      sku_name: v.sku,
      variant_name: v.name,
      options: v.tierIndex.map((option, tier) => p.tiers[tier]?.options[option] ?? ''),
      price: v.price,
      stock: v.stock,
    })),
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  };
}
