import type { ScrapedVariant } from './public-page-port.ts';

/**
 * What every platform's page parser shares: turning HTML descriptions into plain text, and variants
 * built from a tier × option matrix.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of a rich description: block ends become line breaks, tags go, entities are decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A product without variants still has one sellable row. */
export function singleVariant(price: number, stock: number, sku = ''): ScrapedVariant[] {
  return [{ options: [], price, stock, sku }];
}

/** Grams from a value in kilograms or grams as the page writes it ("0.5", "500"). */
export function toGrams(value: number | null | undefined, unit: 'kg' | 'g'): number | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(unit === 'kg' ? value * 1000 : value);
}
