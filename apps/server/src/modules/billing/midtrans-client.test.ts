import { createRequire } from 'node:module';
import { MIDTRANS_SANDBOX_KEYS, midtransEmulator } from '@booster/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import midtransClient from 'midtrans-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midtransSignatureKey } from './midtrans-gateway.ts';

/**
 * The official `midtrans-client`, unchanged, against the emulator: only its static base URLs are
 * repointed (as its README allows), so every path, header, envelope and signature is the library's own.
 */
const apiConfig = createRequire(import.meta.url)('midtrans-client/lib/apiConfig') as Record<string, string>;
let app: FastifyInstance;
const notifications: Record<string, string>[] = [];
const saved = { ...apiConfig };

beforeAll(async () => {
  app = Fastify();
  app.post('/notify', async (request) => {
    notifications.push(request.body as Record<string, string>);
    return { ok: true };
  });
  await app.register(midtransEmulator, { prefix: '/sandbox/midtrans' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  apiConfig.SNAP_SANDBOX_BASE_URL = `${address}/sandbox/midtrans/snap/v1`;
  apiConfig.CORE_SANDBOX_BASE_URL = `${address}/sandbox/midtrans`;
});
afterAll(async () => {
  Object.assign(apiConfig, saved);
  await app.close();
});

const snap = () =>
  new midtransClient.Snap({
    isProduction: false,
    serverKey: MIDTRANS_SANDBOX_KEYS.serverKey,
    clientKey: MIDTRANS_SANDBOX_KEYS.clientKey,
  });

describe('midtrans-client against the Snap emulator', () => {
  it('creates a transaction, reads its status and gets a signed notification', async () => {
    const client = snap();
    const notifyUrl = `${apiConfig.CORE_SANDBOX_BASE_URL.replace('/sandbox/midtrans', '')}/notify`;
    client.httpClient.http_client.defaults.headers.common['X-Override-Notification'] = notifyUrl;
    const orderId = `ORDER-${Date.now()}`;
    const created = await client.createTransaction({
      transaction_details: { order_id: orderId, gross_amount: 149_000 },
      callbacks: { finish: 'https://booster.test/subscription-payment/finish' },
    });
    expect(created.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.redirect_url).toContain(`/snap/v3/redirection/${created.token}`);

    // Before a method is chosen Midtrans does not know the transaction: the library rejects the 404.
    await expect(client.transaction.status(orderId)).rejects.toMatchObject({ httpStatusCode: 404 });

    const paid = await fetch(created.redirect_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payment_type=gopay&action=pay',
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(
      `https://booster.test/subscription-payment/finish?order_id=${orderId}&status_code=200&transaction_status=settlement`,
    );

    const status = await client.transaction.status(orderId);
    expect(status).toMatchObject({
      order_id: orderId,
      status_code: '200',
      transaction_status: 'settlement',
      gross_amount: '149000.00',
      payment_type: 'gopay',
      fraud_status: 'accept',
    });
    expect(status.signature_key).toBe(
      midtransSignatureKey(orderId, '200', '149000.00', MIDTRANS_SANDBOX_KEYS.serverKey),
    );

    expect(notifications.map((n) => [n.order_id, n.transaction_status, n.status_code])).toEqual([
      [orderId, 'pending', '201'],
      [orderId, 'settlement', '200'],
    ]);
    // The library's notification helper re-reads the status by transaction_id.
    const settled = notifications[1];
    const reread = await (
      client.transaction as unknown as { notification(n: object): Promise<Record<string, string>> }
    ).notification(settled);
    expect(reread.transaction_status).toBe('settlement');
  });

  it('refuses a wrong server key, a missing order_id and a reused one with Midtrans errors', async () => {
    const wrong = new midtransClient.Snap({ isProduction: false, serverKey: 'SB-Mid-server-wrong' });
    await expect(
      wrong.createTransaction({ transaction_details: { order_id: 'X-1', gross_amount: 1000 } }),
    ).rejects.toMatchObject({ httpStatusCode: 401 });
    const client = snap();
    await expect(
      client.createTransaction({ transaction_details: { gross_amount: 1000 } }),
    ).rejects.toMatchObject({
      ApiResponse: { error_messages: ['transaction_details.order_id is required'] },
    });
    await client.createTransaction({ transaction_details: { order_id: 'DUP-1', gross_amount: 1000 } });
    await expect(
      client.createTransaction({ transaction_details: { order_id: 'DUP-1', gross_amount: 1000 } }),
    ).rejects.toMatchObject({
      ApiResponse: { error_messages: ['transaction_details.order_id has already been taken'] },
    });
  });
});
