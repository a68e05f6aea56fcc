import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { facebookError } from './client.ts';
import { appSecretProof } from './sign.ts';

const graph = (code: number, error_subcode?: number) => ({
  error: { message: 'x', type: 'OAuthException', code, error_subcode },
});

describe('Facebook Graph errors', () => {
  it.each([
    [graph(190, 463), false, 'expired_token'],
    [graph(190, 460), false, 'invalid_token'],
    [graph(190), false, 'invalid_token'],
    [graph(102), false, 'invalid_token'],
    [graph(4), false, 'rate_limited'],
    [graph(17), false, 'rate_limited'],
    [graph(341), false, 'rate_limited'],
    [graph(200), false, 'invalid_token'],
    [graph(506), false, 'invalid_input'],
    [graph(1609005), false, 'invalid_input'],
    [graph(100), true, 'invalid_token'],
    [graph(2), false, 'platform'],
  ])('%j (auth %s) -> %s', (body, auth, kind) => {
    expect(facebookError(400, body, auth).kind).toBe(kind);
  });

  it('keeps the subcode and names the field of a duplicate post', () => {
    expect(facebookError(400, graph(190, 463)).platformCode).toBe('190/463');
    expect(facebookError(400, graph(506)).field).toBe('message');
  });

  it('computes appsecret_proof as HMAC-SHA256(app_secret, token)', () => {
    expect(appSecretProof('secret', 'EAAB')).toBe(
      createHmac('sha256', 'secret').update('EAAB').digest('hex'),
    );
  });
});
