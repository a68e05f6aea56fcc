import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formOf, pathOf, queryOf } from '../core/body.ts';
import { notificationControlRoutes } from '../core/gateway-notifier.ts';
import { acceptFormPosts } from '../core/gateway-page.ts';
import { cashierPage, cashierResultPage, DANA_PAY_METHODS, unknownOrderPage } from './cashier-page.ts';
import { createOrderBody, danaError, finishNotifyBody, queryBody } from './envelope.ts';
import { DANA_SANDBOX_KEYS } from './keys.ts';
import { DanaNotifier } from './notifier.ts';
import { danaVerify } from './signature.ts';
import { type DanaOrder, DanaStore } from './store.ts';

export { DANA_SANDBOX_KEYS } from './keys.ts';
export { danaSign, danaVerify } from './signature.ts';

export type DanaEmulatorOptions = {
  /** Waits between Finish Notify retries. */
  retryDelaysMs?: number[];
};

const CREATE_PATH = '/payment-gateway/v1.0/debit/payment-host-to-host.htm';
const QUERY_PATH = '/payment-gateway/v1.0/debit/status.htm';
const CASHIER_PATH = '/m/portal/cashier/checkout';
/** X-TIMESTAMP as SNAP BI writes it: ISO-8601 with an offset. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;
const WEEK_MS = 7 * 86_400_000;

type Answer = { http: number; body: object };

/**
 * DANA Payment Gateway (hosted checkout, SNAP BI) under `<prefix>` (the sandbox mounts it at
 * /sandbox/dana): create order and query payment, both signed SHA256withRSA with the merchant's key and
 * checked here; the cashier page where the tester pays, cancels or lets the order expire; and the
 * Finish Notify to the order's NOTIFICATION url, signed with DANA's key.
 */
export async function danaEmulator(app: FastifyInstance, options: DanaEmulatorOptions) {
  const keys = DANA_SANDBOX_KEYS;
  const store = new DanaStore();
  const notifier = new DanaNotifier(keys, options.retryDelaysMs);
  app.addHook('onClose', async () => notifier.close());
  const prefix = app.prefix;
  acceptFormPosts(app);

  /** The SNAP headers and the merchant's signature over the path without the emulator's prefix. */
  function refuse(request: FastifyRequest, service: string, path: string): Answer | null {
    const h = request.headers;
    const timestamp = String(h['x-timestamp'] ?? '');
    const signature = String(h['x-signature'] ?? '');
    if (!TIMESTAMP.test(timestamp)) return danaError(400, service, '01', 'Invalid Field Format X-TIMESTAMP');
    if (!h['x-partner-id'] || !h['x-external-id'] || !h['channel-id'] || !signature)
      return danaError(
        400,
        service,
        '02',
        'Invalid Mandatory Field X-PARTNER-ID/X-EXTERNAL-ID/CHANNEL-ID/X-SIGNATURE',
      );
    if (h['x-partner-id'] !== keys.partnerId)
      return danaError(401, service, '00', 'Unauthorized. Unknown client');
    const body = request.rawBody ?? JSON.stringify(request.body ?? {});
    if (!danaVerify(keys.merchantPublicKey, signature, { method: 'POST', path, body, timestamp }))
      return danaError(401, service, '00', 'Unauthorized. Invalid Signature');
    return null;
  }

  const send = (reply: FastifyReply, answer: Answer) => reply.code(answer.http).send(answer.body);

  const finish = async (order: DanaOrder, status: 'SUCCESS' | 'CLOSED', closedReason: string | null) => {
    order.status = status;
    order.closedReason = closedReason;
    order.finishedAt = new Date();
    if (order.notificationUrl)
      await notifier.sendNotify(order.partnerReferenceNo, order.notificationUrl, finishNotifyBody(order));
  };

  /** An order past validUpTo that nobody paid is closed (and notified) when next looked at. */
  const expireIfDue = async (order: DanaOrder) => {
    if (order.status === 'INIT' && Date.now() > order.validUpTo.getTime())
      await finish(order, 'CLOSED', 'EXPIRED');
  };

  // ---- Create order (service 54) ----
  app.post(CREATE_PATH, async (request, reply) => {
    const refused = refuse(request, '54', CREATE_PATH);
    if (refused) return send(reply, refused);
    const body = (request.body ?? {}) as CreateOrderRequest;
    const missing = ['partnerReferenceNo', 'merchantId', 'amount', 'validUpTo', 'urlParams'].find(
      (k) => body[k] === undefined || body[k] === '',
    );
    if (missing) return send(reply, danaError(400, '54', '02', `Invalid Mandatory Field ${missing}`));
    const ref = String(body.partnerReferenceNo);
    if (ref.length > 64)
      return send(reply, danaError(400, '54', '01', 'Invalid Field Format partnerReferenceNo'));
    if (body.merchantId !== keys.merchantId)
      return send(reply, danaError(404, '54', '08', 'Invalid Merchant'));
    const value = String(body.amount?.value ?? '');
    if (!/^\d+\.\d{2}$/.test(value) || body.amount?.currency !== 'IDR' || Number(value) <= 0)
      return send(reply, danaError(400, '54', '01', 'Invalid Field Format amount'));
    if (!Number.isInteger(Number(value)))
      return send(reply, danaError(400, '54', '01', 'Invalid Field Format amount.value'));
    const validUpTo = new Date(String(body.validUpTo));
    if (!TIMESTAMP.test(String(body.validUpTo)) || Number.isNaN(validUpTo.getTime()))
      return send(reply, danaError(400, '54', '01', 'Invalid Field Format validUpTo'));
    if (validUpTo.getTime() <= Date.now() || validUpTo.getTime() > Date.now() + WEEK_MS)
      return send(reply, danaError(400, '54', '01', 'Invalid Field Format validUpTo'));
    const urls = Array.isArray(body.urlParams) ? body.urlParams : [];
    const payReturn = urls.find((u) => u?.type === 'PAY_RETURN')?.url;
    const notification = urls.find((u) => u?.type === 'NOTIFICATION')?.url ?? null;
    if (typeof payReturn !== 'string' || !/^https?:\/\//.test(payReturn))
      return send(reply, danaError(400, '54', '02', 'Invalid Mandatory Field urlParams.PAY_RETURN'));
    const title = body.additionalInfo?.order?.orderTitle;
    if (typeof title !== 'string' || title === '')
      return send(
        reply,
        danaError(400, '54', '02', 'Invalid Mandatory Field additionalInfo.order.orderTitle'),
      );
    if (!body.additionalInfo?.mcc)
      return send(reply, danaError(400, '54', '02', 'Invalid Mandatory Field additionalInfo.mcc'));

    const fingerprint = JSON.stringify([value, payReturn, notification, String(body.validUpTo), title]);
    const origin = `${request.protocol}://${request.host}`;
    const cashier = (order: DanaOrder) =>
      `${origin}${prefix}${CASHIER_PATH}?bizNo=${order.referenceNo}&originSourcePlatform=IPG&mid=${keys.merchantId}`;
    const known = store.find(keys.merchantId, ref);
    if (known) {
      // The idempotency key is merchantId + partnerReferenceNo: a retry is answered again, other data refused.
      if (known.fingerprint !== fingerprint)
        return send(reply, danaError(404, '54', '18', 'Inconsistent Request'));
      return createOrderBody(known, cashier(known));
    }
    const order = store.add({
      partnerReferenceNo: ref,
      merchantId: keys.merchantId,
      amount: Number(value),
      title,
      validUpTo,
      payReturnUrl: payReturn,
      notificationUrl: typeof notification === 'string' ? notification : null,
      createdAt: new Date(),
      fingerprint,
    });
    return createOrderBody(order, cashier(order));
  });

  // ---- Query payment (service 55) ----
  app.post(QUERY_PATH, async (request, reply) => {
    const refused = refuse(request, '55', QUERY_PATH);
    if (refused) return send(reply, refused);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.serviceCode !== '54' || (!body.originalPartnerReferenceNo && !body.originalReferenceNo))
      return send(reply, danaError(400, '55', '02', 'Invalid Mandatory Field originalPartnerReferenceNo'));
    const order = body.originalReferenceNo
      ? store.byReferenceNo(String(body.originalReferenceNo))
      : store.find(String(body.merchantId ?? ''), String(body.originalPartnerReferenceNo));
    if (!order) return send(reply, danaError(404, '55', '01', 'Transaction Not Found'));
    await expireIfDue(order);
    return queryBody(order);
  });

  // ---- The hosted cashier page ----
  app.get(CASHIER_PATH, async (request, reply) => {
    const order = store.byReferenceNo(queryOf(request).bizNo ?? '');
    reply.type('text/html; charset=utf-8');
    if (!order) return reply.code(404).send(unknownOrderPage());
    await expireIfDue(order);
    const self = `${pathOf(request)}?bizNo=${order.referenceNo}`;
    return order.status === 'INIT' ? cashierPage(order, self) : cashierResultPage(order);
  });

  app.post(CASHIER_PATH, async (request, reply) => {
    const order = store.byReferenceNo(queryOf(request).bizNo ?? '');
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send(unknownOrderPage());
    await expireIfDue(order);
    if (order.status === 'INIT') {
      const form = formOf(request);
      order.payMethod = DANA_PAY_METHODS.includes(form.payMethod ?? '') ? form.payMethod : 'BALANCE';
      if (form.action === 'pay') await finish(order, 'SUCCESS', null);
      else if (form.action === 'cancel') await finish(order, 'CLOSED', 'CANCELLED_BY_USER');
      else if (form.action === 'expire') {
        order.validUpTo = new Date(Date.now() - 1);
        await expireIfDue(order);
      }
    }
    // Back to the merchant's PAY_RETURN url as given: the outcome travels by notify, not by this redirect.
    return reply.code(303).header('location', order.payReturnUrl).send();
  });

  // ---- Control (tests and testers) ----
  notificationControlRoutes(app, notifier, 'partnerReferenceNo');
}

/** The fields of a create-order request the emulator reads (anything may arrive: each is checked). */
type CreateOrderRequest = {
  amount?: { value?: unknown; currency?: unknown };
  urlParams?: { url?: unknown; type?: unknown }[];
  additionalInfo?: { mcc?: unknown; order?: { orderTitle?: unknown } };
} & Record<string, unknown>;
