import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formOf } from '../core/body.ts';
import { notificationControlRoutes } from '../core/gateway-notifier.ts';
import { acceptFormPosts } from '../core/gateway-page.ts';
import { withParams } from '../core/html.ts';
import { notFoundBody, notificationBody, statusBody } from './envelope.ts';
import { MIDTRANS_SANDBOX_KEYS } from './keys.ts';
import { MidtransNotifier } from './notifier.ts';
import { expiredTokenPage, PAYMENT_TYPES, resultPage, snapPage } from './payment-page.ts';
import { type SnapStatus, SnapStore, type SnapTransaction } from './store.ts';

export { MIDTRANS_SANDBOX_KEYS } from './keys.ts';
export { midtransSignature } from './signature.ts';

export type MidtransEmulatorOptions = {
  serverKey?: string;
  /** The dashboard's Payment Notification URL. */
  notificationUrl?: string;
  /** Waits between notification retries. */
  retryDelaysMs?: number[];
};

/**
 * Midtrans emulator under `<prefix>` (the sandbox mounts it at /sandbox/midtrans):
 * Snap API `POST /snap/v1/transactions` (Snap base = `<prefix>/snap/v1`), the Snap page
 * `/snap/v3/redirection/{token}`, Core API `GET /v2/{id}/status`, `POST /v2/{id}/cancel|expire`
 * (Core base = `<prefix>`), and HTTP notifications signed with the server key.
 */
export async function midtransEmulator(app: FastifyInstance, options: MidtransEmulatorOptions) {
  const serverKey = options.serverKey ?? MIDTRANS_SANDBOX_KEYS.serverKey;
  const store = new SnapStore();
  const notifier = new MidtransNotifier(options.retryDelaysMs);
  app.addHook('onClose', async () => notifier.close());
  const prefix = app.prefix;
  acceptFormPosts(app);

  const authorized = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const given = Buffer.from(Buffer.from(header.slice(6), 'base64').toString('utf8'));
    const expected = Buffer.from(`${serverKey}:`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const notify = async (tx: SnapTransaction) => {
    if (tx.notificationUrls.length > 0)
      await notifier.sendNotification(tx.orderId, tx.notificationUrls, notificationBody(tx, serverKey));
  };

  /** An unpaid transaction past its expiry expires; one with a chosen method is notified. */
  const expireIfDue = async (tx: SnapTransaction) => {
    if ((tx.status === 'created' || tx.status === 'pending') && Date.now() > tx.expiresAt.getTime()) {
      const notifyIt = tx.status === 'pending';
      tx.status = 'expire';
      if (notifyIt) await notify(tx);
    }
  };

  const move = async (tx: SnapTransaction, status: SnapStatus) => {
    tx.status = status;
    tx.transactionTime ??= new Date();
    if (status === 'settlement') tx.settlementTime = new Date();
    await notify(tx);
  };

  // ---- Snap API ----
  app.post('/snap/v1/transactions', async (request, reply) => {
    if (!authorized(request)) {
      return reply.code(401).send({
        error_messages: [
          'Access denied due to unauthorized transaction, please check client or server key',
          'Visit https://snap-docs.midtrans.com/#request-headers for more details',
        ],
      });
    }
    const body = (request.body ?? {}) as SnapRequest;
    const details = body.transaction_details ?? {};
    const errors: string[] = [];
    const orderId = typeof details.order_id === 'string' ? details.order_id : '';
    if (!orderId) errors.push('transaction_details.order_id is required');
    else if (!/^[A-Za-z0-9\-_~.]{1,50}$/.test(orderId))
      errors.push('transaction_details.order_id format is invalid');
    else if (store.hasOrder(orderId)) errors.push('transaction_details.order_id has already been taken');
    const gross = details.gross_amount;
    if (gross === undefined) errors.push('transaction_details.gross_amount is required');
    else if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 1)
      errors.push('transaction_details.gross_amount must be an integer greater than 0');
    const items = Array.isArray(body.item_details) ? body.item_details : [];
    if (items.length > 0 && typeof gross === 'number') {
      const sum = items.reduce((s, i) => s + Number(i.price) * Number(i.quantity), 0);
      if (sum !== gross)
        errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
    }
    if (errors.length > 0) return reply.code(400).send({ error_messages: errors });

    const override = headerList(request.headers['x-override-notification']);
    const append = headerList(request.headers['x-append-notification']);
    const base = override.length > 0 ? override : options.notificationUrl ? [options.notificationUrl] : [];
    const createdAt = new Date();
    const tx = store.add({
      orderId,
      grossAmount: gross as number,
      createdAt,
      expiresAt: expiryOf(body.expiry, createdAt),
      finishUrl: typeof body.callbacks?.finish === 'string' ? body.callbacks.finish : null,
      notificationUrls: [...base, ...append].slice(0, 3),
      customFields: Object.fromEntries(
        ['custom_field1', 'custom_field2', 'custom_field3']
          .filter((k) => typeof body[k] === 'string')
          .map((k) => [k, String(body[k]).slice(0, 255)]),
      ),
      itemNames: items.map((i) => String(i.name ?? i.id ?? '')).filter(Boolean),
    });
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .code(201)
      .send({ token: tx.token, redirect_url: `${origin}${prefix}/snap/v3/redirection/${tx.token}` });
  });

  // ---- The Snap page ----
  app.get<{ Params: { token: string } }>('/snap/v3/redirection/:token', async (request, reply) => {
    const tx = store.byTokenId(request.params.token);
    if (!tx) return reply.code(404).type('text/html; charset=utf-8').send(expiredTokenPage());
    await expireIfDue(tx);
    const html =
      tx.status === 'created'
        ? snapPage(tx, `${prefix}/snap/v3/redirection/${tx.token}`)
        : resultPage(tx, finishUrl(tx));
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.post<{ Params: { token: string } }>('/snap/v3/redirection/:token', async (request, reply) => {
    const tx = store.byTokenId(request.params.token);
    if (!tx) return reply.code(404).type('text/html; charset=utf-8').send(expiredTokenPage());
    await expireIfDue(tx);
    if (tx.status === 'created') {
      const form = formOf(request);
      tx.paymentType = PAYMENT_TYPES.includes(form.payment_type ?? '') ? form.payment_type : 'bank_transfer';
      // Choosing a method makes the transaction exist (pending) before its outcome.
      await move(tx, 'pending');
      if (form.action === 'pay') await move(tx, 'settlement');
      else if (form.action === 'cancel') await move(tx, 'cancel');
      else if (form.action === 'expire') await move(tx, 'expire');
    }
    const back = finishUrl(tx);
    if (back) return reply.code(303).header('location', back).send();
    return reply.type('text/html; charset=utf-8').send(resultPage(tx, null));
  });

  // ---- Core API ----
  const coreAuth = (request: FastifyRequest, reply: FastifyReply) => {
    if (authorized(request)) return true;
    void reply.code(401).send({
      status_code: '401',
      status_message: 'Access denied due to unauthorized transaction, please check client or server key',
    });
    return false;
  };

  app.get<{ Params: { id: string } }>('/v2/:id/status', async (request, reply) => {
    if (!coreAuth(request, reply)) return reply;
    const tx = store.find(request.params.id);
    if (tx) await expireIfDue(tx);
    // No method chosen: the Core API never knew the transaction (even once its Snap page expired).
    if (!tx || tx.paymentType === null) return reply.code(404).send(notFoundBody(request.params.id));
    return statusBody(tx, serverKey);
  });

  for (const action of ['cancel', 'expire'] as const) {
    app.post<{ Params: { id: string } }>(`/v2/:id/${action}`, async (request, reply) => {
      if (!coreAuth(request, reply)) return reply;
      const tx = store.find(request.params.id);
      // No method chosen: the Core API never knew the transaction (even once its Snap page expired).
      if (!tx || tx.paymentType === null) return reply.code(404).send(notFoundBody(request.params.id));
      if (tx.status !== 'pending') {
        return reply.send({
          status_code: '412',
          status_message: 'Merchant cannot modify the status of the transaction',
        });
      }
      await move(tx, action);
      return statusBody(tx, serverKey);
    });
  }

  // ---- Control (tests and testers) ----
  notificationControlRoutes(app, notifier, 'order_id');
}

/** The fields of a Snap request the emulator reads (anything may arrive: each is checked). */
type SnapRequest = {
  transaction_details?: { order_id?: unknown; gross_amount?: unknown };
  item_details?: { id?: unknown; price?: unknown; quantity?: unknown; name?: unknown }[];
  callbacks?: { finish?: unknown };
  expiry?: unknown;
} & Record<string, unknown>;

function finishUrl(tx: SnapTransaction): string | null {
  if (!tx.finishUrl) return null;
  const code = { settlement: '200', pending: '201', created: '201' }[tx.status as string] ?? '202';
  return withParams(tx.finishUrl, { order_id: tx.orderId, status_code: code, transaction_status: tx.status });
}

function headerList(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
}

const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** `expiry {start_time?, unit, duration}`; 24 hours without one. */
function expiryOf(expiry: unknown, createdAt: Date): Date {
  const e = (expiry ?? {}) as { start_time?: string; unit?: string; duration?: number };
  const unit = UNIT_MS[(e.unit ?? '').replace(/s$/, '')];
  if (!unit || typeof e.duration !== 'number' || e.duration <= 0)
    return new Date(createdAt.getTime() + 86_400_000);
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(e.start_time ?? '');
  const start = m
    ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7]}${m[8]}:${m[9]}`)
    : createdAt;
  return new Date(start.getTime() + e.duration * unit);
}
