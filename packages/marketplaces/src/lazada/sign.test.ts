import { describe, expect, it } from 'vitest';
import { lazadaBaseString, lazadaSign } from './sign.ts';

// Lazada's "HTTP request sample" (reference 2.4).
const params = {
  app_key: '123456',
  access_token: 'test',
  timestamp: '1517820392000',
  sign_method: 'sha256',
  order_id: '1234',
};

describe('Lazada signing', () => {
  it('sorts parameters and prefixes the API path', () => {
    expect(lazadaBaseString('/order/get', params)).toBe(
      '/order/getaccess_tokentestapp_key123456order_id1234sign_methodsha256timestamp1517820392000',
    );
  });

  it('matches the documented signature', () => {
    expect(lazadaSign('helloworld', '/order/get', params)).toBe(
      '4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A',
    );
  });

  it('leaves sign itself out and signs an empty value as the Python and PHP SDKs do', () => {
    expect(lazadaSign('helloworld', '/order/get', { ...params, sign: 'X' })).toBe(
      '4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A',
    );
    expect(lazadaBaseString('/order/get', { ...params, note: '' })).toContain('app_key123456noteorder_id');
  });
});
