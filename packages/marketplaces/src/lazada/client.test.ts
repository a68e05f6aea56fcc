import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdapterContext } from '../core/context.ts';
import { createHttpClient } from '../core/http.ts';
import { isBelowReservedRefusal } from '../core/port.ts';
import { createLazadaClient, lazadaError } from './client.ts';
import { lazadaSign } from './sign.ts';

const config = {
  authorizeUrl: 'https://auth.example/oauth/authorize',
  authHost: 'https://auth.example/rest',
  apiHost: 'https://api.example/rest',
  appKey: '123456',
  appSecret: 'helloworld',
};
const shop = {
  shopId: '1',
  accessToken: 'token',
  refreshToken: 'refresh',
  accessExpiresAt: new Date(),
  refreshExpiresAt: null,
};

/** A client whose HTTP answers success and keeps what it was sent: all parameters, query and form. */
function recordingClient() {
  const sent: { url: URL; params: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const params = Object.fromEntries(url.searchParams);
    if (typeof init?.body === 'string')
      Object.assign(params, Object.fromEntries(new URLSearchParams(init.body)));
    else if (init?.body instanceof URLSearchParams) Object.assign(params, Object.fromEntries(init.body));
    sent.push({ url, params });
    return new Response(JSON.stringify({ code: '0', data: {}, request_id: 'r' }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const context = createAdapterContext({ http: createHttpClient({ fetch }) });
  return { client: createLazadaClient(config, context), sent };
}

describe('Lazada client parameters', () => {
  it.each(['GET', 'POST'] as const)(
    '%s: drops an empty parameter before signing and sending',
    async (method) => {
      const { client, sent } = recordingClient();
      await client.call({
        method,
        path: '/seller/get',
        params: { note: '', keep: 'x', gone: undefined },
        shop,
        schema: z.any(),
      });
      const [request] = sent;
      if (!request) throw new Error('nothing sent');
      expect(Object.keys(request.params)).not.toContain('note');
      expect(request.params.keep).toBe('x');
      const { sign, ...signed } = request.params;
      expect(sign).toBe(lazadaSign(config.appSecret, '/seller/get', signed));
    },
  );
});

describe('Lazada refusals', () => {
  it("marks a quantity below a campaign's stock (negative sellable) on the SKU it names", () => {
    const refusal = (message: string) =>
      lazadaError(200, {
        code: '501',
        type: 'ISV',
        message: 'E501: Update product failed',
        detail: [{ field: 'Quantity', message, seller_sku: 'KAOS-01' }],
      });
    const below = refusal('Negative sellable: quantity 3 is below the 9 units reserved for a campaign');
    expect(below).toMatchObject({
      kind: 'invalid_input',
      platformCode: '501',
      field: 'sku:KAOS-01.Quantity',
    });
    expect(isBelowReservedRefusal(below)).toBe(true);
    expect(isBelowReservedRefusal(refusal('Invalid value'))).toBe(false);
  });
});
