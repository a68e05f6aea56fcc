import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shopeeBaseString, shopeeCommonQuery, shopeeSign } from './sign.ts';

// Base-string examples from the Shopee docs (reference 1.4); the docs give no reproducible sign,
// so the HMAC is recomputed here independently with node:crypto.
const common = { partnerId: 2001887, timestamp: 1655714431 };

describe('Shopee signing', () => {
  it('builds the Shop API base string', () => {
    const input = {
      ...common,
      path: '/api/v2/shop/get_shop_info',
      accessToken: '59777174636562737266615546704c6d',
      shopId: 14701711,
    };
    expect(shopeeBaseString(input)).toBe(
      '2001887/api/v2/shop/get_shop_info165571443159777174636562737266615546704c6d14701711',
    );
  });

  it('builds the Merchant API base string', () => {
    const input = {
      ...common,
      path: '/api/v2/global_product/get_category',
      accessToken: '09777174636962737266615546704c6d',
      merchantId: 1000000,
    };
    expect(shopeeBaseString(input)).toBe(
      '2001887/api/v2/global_product/get_category165571443109777174636962737266615546704c6d1000000',
    );
  });

  it('builds the Public API base string', () => {
    expect(shopeeBaseString({ ...common, path: '/api/v2/public/get_shops_by_partner' })).toBe(
      '2001887/api/v2/public/get_shops_by_partner1655714431',
    );
  });

  it('signs with HMAC-SHA256 keyed by the partner key as text, lowercase hex', () => {
    const key = 'shpk4c4f6d4a51476a6b4e6b6f7a4d6f4c6b';
    const input = { ...common, path: '/api/v2/shop/get_shop_info', accessToken: 'tok', shopId: 42 };
    const expected = createHmac('sha256', key)
      .update('2001887/api/v2/shop/get_shop_info1655714431tok42')
      .digest('hex');
    expect(shopeeSign(key, input)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts the common parameters in the query', () => {
    const query = shopeeCommonQuery('k', { ...common, path: '/p', accessToken: 't', shopId: 7 });
    expect(query).toMatchObject({
      partner_id: 2001887,
      timestamp: 1655714431,
      access_token: 't',
      shop_id: 7,
    });
    expect(query.sign).toBe(shopeeSign('k', { ...common, path: '/p', accessToken: 't', shopId: 7 }));
  });
});
