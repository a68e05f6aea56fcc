import { describe, expect, it } from 'vitest';
import { LISTING_RULES } from './listing-rules.ts';
import {
  APP_OAUTH_MARKETPLACES,
  BULK_SHIPPING_MARKETPLACES,
  CATEGORY_ATTRIBUTE_MARKETPLACES,
  CHAT_MARKETPLACES,
  CHAT_OAUTH_MARKETPLACES,
  MARKETPLACE_CAPABILITIES,
  marketplaceLabel,
} from './marketplace-capabilities.ts';
import { MARKETPLACES } from './packages.ts';

describe('marketplace capability table', () => {
  it('has exactly one row per marketplace, keyed by itself', () => {
    expect(Object.keys(MARKETPLACE_CAPABILITIES).sort()).toEqual([...MARKETPLACES].sort());
    for (const m of MARKETPLACES) {
      expect(MARKETPLACE_CAPABILITIES[m].key).toBe(m);
      expect(MARKETPLACE_CAPABILITIES[m].listingRules).toBe(LISTING_RULES[m]);
      expect(MARKETPLACE_CAPABILITIES[m].brand.colour).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('spells every brand one way in both languages', () => {
    expect(MARKETPLACES.map((m) => marketplaceLabel(m, 'id'))).toEqual([
      'Shopee',
      'Tokopedia',
      'Lazada',
      'TikTok Shop',
      'Bukalapak',
    ]);
    for (const m of MARKETPLACES) expect(marketplaceLabel(m, 'en')).toBe(marketplaceLabel(m, 'id'));
    expect(marketplaceLabel('blibli')).toBe('Blibli');
  });

  it('derives the per-capability lists the routes and modules read (spec section 2)', () => {
    expect(BULK_SHIPPING_MARKETPLACES).toEqual(['shopee', 'tiktok']);
    expect(CATEGORY_ATTRIBUTE_MARKETPLACES).toEqual(['shopee', 'lazada', 'tiktok', 'bukalapak']);
    expect(APP_OAUTH_MARKETPLACES).toEqual(['shopee', 'lazada', 'tiktok', 'bukalapak']);
    expect(CHAT_OAUTH_MARKETPLACES).toEqual(['shopee', 'lazada']);
    expect(CHAT_MARKETPLACES).toEqual(['shopee', 'tokopedia', 'lazada']);
  });
});
