import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midtransEmulator } from './index.ts';
import { MIDTRANS_SANDBOX_KEYS } from './keys.ts';
import { midtransSignature } from './signature.ts';

let app: FastifyInstance;
const auth = {
  authorization: `Basic ${Buffer.from(`${MIDTRANS_SANDBOX_KEYS.serverKey}:`).toString('base64')}`,
};

beforeAll(async () => {
  app = Fastify();
  await app.register(midtransEmulator, { prefix: '/sandbox/midtrans' });
  await app.ready();
});
afterAll(() => app.close());

async function create(orderId: string, extra: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/midtrans/snap/v1/transactions',
    headers: auth,
    payload: { transaction_details: { order_id: orderId, gross_amount: 50_000 }, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; redirect_url: string };
}

const choose = (token: string, action: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/midtrans/snap/v3/redirection/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `payment_type=qris&action=${action}`,
  });

const status = (id: string) =>
  app.inject({ method: 'GET', url: `/sandbox/midtrans/v2/${id}/status`, headers: auth });

describe('Midtrans emulator', () => {
  it('answers the status by order_id and by transaction_id, signed, once a method is chosen', async () => {
    const { token } = await create('EMU-1');
    expect((await status('EMU-1')).json()).toEqual({
      status_code: '404',
      status_message: "Transaction doesn't exist.",
      id: 'EMU-1',
    });
    await choose(token, 'pay');
    const byOrder = (await status('EMU-1')).json();
    expect(byOrder).toMatchObject({
      transaction_status: 'settlement',
      status_code: '200',
      payment_type: 'qris',
    });
    expect(byOrder.signature_key).toBe(
      midtransSignature('EMU-1', '200', '50000.00', MIDTRANS_SANDBOX_KEYS.serverKey),
    );
    expect((await status(byOrder.transaction_id)).json().order_id).toBe('EMU-1');
  });

  it('expires a transaction past its expiry: 407 on the status API, and the page says so', async () => {
    const { token } = await create('EMU-2', {
      expiry: { start_time: '2020-01-01 10:00:00 +0700', unit: 'minute', duration: 5 },
    });
    const page = await app.inject({ method: 'GET', url: `/sandbox/midtrans/snap/v3/redirection/${token}` });
    expect(page.body).toContain('Transaksi kedaluwarsa');
    // No method was chosen: Midtrans never knew the transaction.
    expect((await status('EMU-2')).statusCode).toBe(404);
    const { token: t3 } = await create('EMU-3');
    await choose(t3, 'expire');
    expect((await status('EMU-3')).json()).toMatchObject({
      status_code: '407',
      transaction_status: 'expire',
    });
  });

  it('cancels a pending transaction through the Core API once; a settled one cannot be changed', async () => {
    const paid = await create('EMU-4');
    await choose(paid.token, 'pay');
    const refused = await app.inject({
      method: 'POST',
      url: '/sandbox/midtrans/v2/EMU-4/cancel',
      headers: auth,
    });
    expect(refused.json()).toEqual({
      status_code: '412',
      status_message: 'Merchant cannot modify the status of the transaction',
    });
    const wrongKey = await app.inject({
      method: 'GET',
      url: '/sandbox/midtrans/v2/EMU-4/status',
      headers: { authorization: `Basic ${Buffer.from('SB-Mid-server-other:').toString('base64')}` },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('refuses a gross_amount that is not the sum of item_details', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/midtrans/snap/v1/transactions',
      headers: auth,
      payload: {
        transaction_details: { order_id: 'EMU-5', gross_amount: 50_000 },
        item_details: [{ id: 'a', price: 10_000, quantity: 2, name: 'A' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
    });
  });
});
