import { describe, expect, it } from 'vitest';
import { integrationChoices } from './components/integration-modal.tsx';
import { callbackBody } from './pages/callback-page.tsx';

describe('integration modal', () => {
  it('offers the six tabs in spec order, and only Shopee to shopeeOptimization', () => {
    expect(integrationChoices('premium').map((c) => c.key)).toEqual([
      'shopee',
      'tokopedia',
      'lazada',
      'tiktok',
      'bukalapak',
      'blibli',
    ]);
    expect(integrationChoices('shopeeOptimization').map((c) => c.key)).toEqual(['shopee']);
  });

  it('names each tab as the capability table spells the brand (one TikTok Shop, never Tiktok)', () => {
    expect(integrationChoices('premium').map((c) => c.name)).toEqual([
      'Shopee',
      'Tokopedia',
      'Lazada',
      'TikTok Shop',
      'Bukalapak',
      'Blibli',
    ]);
    expect(integrationChoices('premium').map((c) => c.image)).toContain('/images/marketplaces/tiktok.svg');
  });
});

describe('callback parameters', () => {
  it('reads Shopee code + shop_id and passes state through', () => {
    expect(callbackBody(new URLSearchParams('code=abc&shop_id=42&state=s1'))).toEqual({
      code: 'abc',
      shopid: '42',
      state: 's1',
    });
  });
  it('reads a Lazada code alone', () => {
    expect(callbackBody(new URLSearchParams('code=xyz'))).toEqual({
      code: 'xyz',
      shopid: undefined,
      state: undefined,
    });
  });
});
