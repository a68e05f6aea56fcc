import { createHash, timingSafeEqual } from 'node:crypto';
import midtransClient from 'midtrans-client';
import { AppError } from '../../platform/errors/index.ts';

export type MidtransConfig = {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** The emulator's Snap and Core bases in sandbox mode; null keeps the library's own hosts. */
  baseUrls: { snap: string; core: string } | null;
};

export type SnapTransactionRequest = {
  orderId: string;
  grossAmount: number;
  itemName: string;
  customer: { name: string; email: string };
  finishUrl: string;
  /** When the Snap transaction stops accepting payment. */
  expiresAt: Date;
};

/** "2026-11-24 10:15:00 +0700": Snap's expiry.start_time. */
function snapTime(date: Date) {
  const shifted = new Date(date.getTime() + 7 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19).replace('T', ' ')} +0700`;
}

/** Midtrans `signature_key`: lower-hex SHA-512 of order_id + status_code + gross_amount + server key. */
export function midtransSignatureKey(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
) {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/**
 * Midtrans through the official `midtrans-client`: Snap transactions and the Core API status. In
 * sandbox mode the client's base URLs are pointed at the emulator for this instance only.
 */
export function createMidtransGateway(config: MidtransConfig | null, notificationUrl: string) {
  const snap = config
    ? new midtransClient.Snap({
        isProduction: config.isProduction,
        serverKey: config.serverKey,
        clientKey: config.clientKey,
      })
    : null;
  if (snap && config?.baseUrls) {
    const { snap: snapBase, core } = config.baseUrls;
    snap.apiConfig.getSnapApiBaseUrl = () => snapBase;
    snap.apiConfig.getCoreApiBaseUrl = () => core;
  }
  // Per transaction, so the dashboard setting cannot send Booster's notifications elsewhere.
  if (snap) snap.httpClient.http_client.defaults.headers.common['X-Override-Notification'] = notificationUrl;

  const ready = () => {
    if (!snap || !config) throw new AppError('SERVICE_UNAVAILABLE');
    return { snap, config };
  };

  return {
    configured: !!snap,

    async createTransaction(request: SnapTransactionRequest) {
      const { snap: client } = ready();
      const minutes = Math.max(1, Math.floor((request.expiresAt.getTime() - Date.now()) / 60_000));
      try {
        const answer = await client.createTransaction({
          transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
          item_details: [
            {
              id: request.orderId,
              price: request.grossAmount,
              quantity: 1,
              name: request.itemName.slice(0, 50),
            },
          ],
          customer_details: {
            first_name: request.customer.name.slice(0, 255),
            email: request.customer.email,
          },
          callbacks: { finish: request.finishUrl },
          expiry: { start_time: snapTime(new Date()), unit: 'minute', duration: minutes },
        });
        return { token: answer.token, redirectUrl: answer.redirect_url };
      } catch (cause) {
        throw new AppError('MARKETPLACE_UNAVAILABLE', { cause, params: { marketplace: 'Midtrans' } });
      }
    },

    /** GET /v2/{order_id}/status; null while Midtrans does not know it (no method chosen yet). */
    async status(orderId: string): Promise<Record<string, unknown> | null> {
      const { snap: client } = ready();
      try {
        return await client.transaction.status(orderId);
      } catch (cause) {
        const status = (cause as { httpStatusCode?: number | string }).httpStatusCode;
        if (String(status) === '404') return null;
        throw new AppError('MARKETPLACE_UNAVAILABLE', { cause, params: { marketplace: 'Midtrans' } });
      }
    },

    /** Whether a notification or status answer carries the signature of our server key. */
    verify(body: { order_id: string; status_code: string; gross_amount: string; signature_key: string }) {
      if (!config) return false;
      const expected = Buffer.from(
        midtransSignatureKey(body.order_id, body.status_code, body.gross_amount, config.serverKey),
      );
      const given = Buffer.from(String(body.signature_key).toLowerCase());
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type MidtransGateway = ReturnType<typeof createMidtransGateway>;
