import type { FastifyInstance } from 'fastify';
import { queryOf } from './body.ts';
import { type PostedDelivery, RetryingPoster } from './retrying-post.ts';

/** One notification a payment gateway sent about one of its orders (`key`: the merchant's order id). */
export type GatewayDelivery = PostedDelivery & { key: string; headers: Record<string, string> };

/**
 * Posts a payment gateway's notifications (JSON, the gateway's own headers) and retries a failed one
 * in the background, as Midtrans and DANA do; keeps a log for the control routes.
 */
export class GatewayNotifier {
  readonly log: GatewayDelivery[] = [];
  private readonly poster: RetryingPoster<GatewayDelivery>;

  constructor(delaysMs: readonly number[], timeoutMs: number) {
    this.poster = new RetryingPoster<GatewayDelivery>(delaysMs, timeoutMs);
  }

  /** Sends to every url once now; the promise settles after those first attempts. */
  async send(
    key: string,
    urls: readonly string[],
    body: string,
    headersFor: (url: string) => Record<string, string>,
  ) {
    await Promise.all(
      urls.map((url) => {
        const delivery: GatewayDelivery = {
          key,
          url,
          body,
          headers: headersFor(url),
          attempts: 0,
          status: null,
          delivered: false,
        };
        this.log.push(delivery);
        if (this.log.length > 500) this.log.shift();
        return this.poster.post(delivery, delivery.headers);
      }),
    );
  }

  /** The last notification sent for an order (to send it again: a duplicate). */
  last(key: string) {
    return this.log.findLast((d) => d.key === key);
  }

  /** The same notification again, headers and all (gateways deliver duplicates). */
  async resend(delivery: GatewayDelivery) {
    const copy = { ...delivery, attempts: 0, status: null, delivered: false };
    this.log.push(copy);
    await this.poster.post(copy, copy.headers);
    return copy;
  }

  close() {
    this.poster.close();
  }
}

/**
 * Control routes for tests and testers: `GET /_control/notifications?<keyParam>=` (what was sent) and
 * `POST /_control/notifications/{key}/resend` (the last one of an order again).
 */
export function notificationControlRoutes(app: FastifyInstance, notifier: GatewayNotifier, keyParam: string) {
  app.get('/_control/notifications', async (request) => {
    const key = queryOf(request)[keyParam];
    return notifier.log
      .filter((d) => !key || d.key === key)
      .map(({ headers: _headers, key: k, ...d }) => ({ [keyParam]: k, ...d }));
  });
  app.post<{ Params: { key: string } }>('/_control/notifications/:key/resend', async (request, reply) => {
    const last = notifier.last(request.params.key);
    if (!last) return reply.code(404).send({ message: 'No notification for this order' });
    const delivery = await notifier.resend(last);
    return { status: delivery.status, delivered: delivery.delivered };
  });
}
