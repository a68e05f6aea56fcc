import { describe, expect, it } from 'vitest';
import { shopeeError } from './errors.ts';

describe('Shopee errors', () => {
  it.each([
    // What live Shopee answers for an expired token (its own spelling), and the spelled-right variant.
    [403, { error: 'invalid_acceess_token', message: 'Invalid access_token.' }, false, 'expired_token'],
    [403, { error: 'invalid_access_token', message: 'Invalid access_token.' }, false, 'expired_token'],
    [403, { error: 'error_auth', message: 'Invalid access_token.' }, false, 'expired_token'],
    [403, { error: 'error_auth', message: 'access token expired' }, false, 'expired_token'],
    [403, { error: 'error_auth', message: 'Invalid partner_id or shopid.' }, false, 'invalid_token'],
    [403, { error: 'error_auth', message: 'No permission to current api.' }, false, 'invalid_token'],
    // Booster's own partner setup: an operator's problem, never a reconnect prompt (also on token calls).
    [400, { error: 'error_param', message: 'Invalid partner_id.' }, false, 'configuration'],
    [400, { error: 'error_param', message: 'Invalid partner_id.' }, true, 'configuration'],
    [400, { error: 'error_param', message: 'There is no partner_id in query.' }, true, 'configuration'],
    [400, { error: 'error_param', message: 'There is no sign in query.' }, false, 'configuration'],
    [400, { error: 'error_param', message: 'no timestamp' }, false, 'configuration'],
    [400, { error: 'error_param', message: 'Invalid timestamp' }, true, 'configuration'],
    [403, { error: 'error_sign', message: 'Wrong sign.' }, false, 'configuration'],
    [403, { error: 'error_sign', message: 'Wrong sign.' }, true, 'configuration'],
    [400, { error: 'error_param', message: 'There is no access_token in query.' }, false, 'invalid_input'],
    [400, { error: 'error_param', message: 'Invalid code' }, true, 'invalid_token'],
    [400, { error: 'error_param', message: 'item_id missing' }, false, 'invalid_input'],
    [429, { error: 'error_busi', message: 'Too many requests' }, false, 'rate_limited'],
    [500, { error: 'error_server', message: 'boom' }, false, 'platform'],
    [200, { error: 'error_not_found', message: 'no item' }, false, 'not_found'],
    // An API Shopee does not have: 404 with a bare error_not_found.
    [404, { error: 'error_not_found' }, false, 'platform'],
  ])('%i %j (auth %s) -> %s', (status, body, auth, kind) => {
    expect(shopeeError(status, body, auth).kind).toBe(kind);
  });

  it('never retries a wrong sign, a partner setup error or an unknown API', () => {
    expect(shopeeError(403, { error: 'error_sign' }).retryable).toBe(false);
    expect(shopeeError(400, { error: 'error_param', message: 'Invalid partner_id.' }).retryable).toBe(false);
    expect(shopeeError(404, { error: 'error_not_found' }).retryable).toBe(false);
    expect(shopeeError(500, { error: 'error_server' }).retryable).toBe(true);
  });
});
