import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danaEmulator } from './index.ts';
import { DANA_SANDBOX_KEYS as KEYS } from './keys.ts';
import { danaSign, danaTime, danaVerify } from './signature.ts';

let app: FastifyInstance;
let merchant: FastifyInstance;
let notifyUrl = '';
const received: { headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  merchant = Fastify();
  merchant.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  merchant.post('/api/billing/dana/notify', async (request) => {
    received.push({ headers: request.headers, body: String(request.body) });
    return { responseCode: '2005600', responseMessage: 'Successful' };
  });
  notifyUrl = `${await merchant.listen({ port: 0, host: '127.0.0.1' })}/api/billing/dana/notify`;
  app = Fastify();
  await app.register(danaEmulator, { prefix: '/sandbox/dana', retryDelaysMs: [] });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await merchant.close();
});

function signed(path: string, payload: object, key: string = KEYS.merchantPrivateKey) {
  const body = JSON.stringify(payload);
  const timestamp = danaTime(new Date());
  return app.inject({
    method: 'POST',
    url: `/sandbox/dana${path}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': danaSign(key, 'POST', path, body, timestamp),
      'x-partner-id': KEYS.partnerId,
      'x-external-id': randomUUID(),
      'channel-id': '95221',
    },
    payload: body,
  });
}

const orderRequest = (ref: string, value = '149000.00') => ({
  partnerReferenceNo: ref,
  merchantId: KEYS.merchantId,
  amount: { value, currency: 'IDR' },
  validUpTo: danaTime(new Date(Date.now() + 3_600_000)),
  urlParams: [
    {
      url: 'http://merchant.test/subscription-payment/finish?order_id=x',
      type: 'PAY_RETURN',
      isDeeplink: 'N',
    },
    { url: notifyUrl, type: 'NOTIFICATION', isDeeplink: 'N' },
  ],
  additionalInfo: {
    mcc: '5732',
    envInfo: { sourcePlatform: 'IPG', terminalType: 'WEB' },
    order: { orderTitle: 'Booster premium 1 bulan', scenario: 'REDIRECT' },
  },
});

const CREATE = '/payment-gateway/v1.0/debit/payment-host-to-host.htm';
const QUERY = '/payment-gateway/v1.0/debit/status.htm';
const query = (ref: string) =>
  signed(QUERY, { originalPartnerReferenceNo: ref, serviceCode: '54', merchantId: KEYS.merchantId });

async function press(webRedirectUrl: string, action: string) {
  const url = new URL(webRedirectUrl);
  return app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `payMethod=BALANCE&action=${action}`,
  });
}

describe('DANA emulator', () => {
  it('creates an order once per partnerReferenceNo; other data under the same one is inconsistent', async () => {
    const first = await signed(CREATE, orderRequest('EMU-D-1'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      responseCode: '2005400',
      responseMessage: 'Successful',
      partnerReferenceNo: 'EMU-D-1',
    });
    const again = await signed(CREATE, orderRequest('EMU-D-1'));
    expect(again.json().referenceNo).toBe(first.json().referenceNo);
    const other = await signed(CREATE, orderRequest('EMU-D-1', '1000.00'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ responseCode: '4045418', responseMessage: 'Inconsistent Request' });
  });

  it('refuses a request signed with another key, and bad amounts', async () => {
    const { privateKey } = await import('node:crypto').then((c) =>
      c.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      }),
    );
    const forged = await signed(CREATE, orderRequest('EMU-D-2'), privateKey);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().responseCode).toBe('4015400');
    const bad = await signed(CREATE, orderRequest('EMU-D-2', '149000'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().responseCode).toBe('4005401');
  });

  it('pays on the cashier page: redirect to PAY_RETURN, a signed Finish Notify, query says 00', async () => {
    const created = (await signed(CREATE, orderRequest('EMU-D-3'))).json();
    expect((await query('EMU-D-3')).json()).toMatchObject({ latestTransactionStatus: '01' });
    const page = await app.inject({
      method: 'GET',
      url: new URL(created.webRedirectUrl).pathname + new URL(created.webRedirectUrl).search,
    });
    expect(page.body).toContain('Bayar dengan DANA');
    const done = await press(created.webRedirectUrl, 'pay');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://merchant.test/subscription-payment/finish?order_id=x');
    const notify = received.findLast((r) => JSON.parse(r.body).originalPartnerReferenceNo === 'EMU-D-3');
    expect(JSON.parse(notify?.body ?? '{}')).toMatchObject({
      originalReferenceNo: created.referenceNo,
      amount: { value: '149000.00', currency: 'IDR' },
      latestTransactionStatus: '00',
    });
    expect(
      danaVerify(KEYS.danaPublicKey, String(notify?.headers['x-signature']), {
        method: 'POST',
        path: '/api/billing/dana/notify',
        body: notify?.body ?? '',
        timestamp: String(notify?.headers['x-timestamp']),
      }),
    ).toBe(true);
    expect((await query('EMU-D-3')).json()).toMatchObject({
      responseCode: '2005500',
      latestTransactionStatus: '00',
      transactionStatusDesc: 'SUCCESS',
    });
  });

  it('closes an expired or cancelled order (05) and answers 4045501 for an unknown one', async () => {
    const created = (await signed(CREATE, orderRequest('EMU-D-4'))).json();
    await press(created.webRedirectUrl, 'expire');
    expect((await query('EMU-D-4')).json()).toMatchObject({ latestTransactionStatus: '05' });
    const closed = received.findLast((r) => JSON.parse(r.body).originalPartnerReferenceNo === 'EMU-D-4');
    expect(JSON.parse(closed?.body ?? '{}').additionalInfo.extendInfo).toBe('{"closedReason":"EXPIRED"}');
    const unknown = await query('EMU-D-404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ responseCode: '4045501', responseMessage: 'Transaction Not Found' });
  });
});
