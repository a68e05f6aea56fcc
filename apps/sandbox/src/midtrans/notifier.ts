import { RetryingPoster } from '../core/retrying-post.ts';

export type NotificationDelivery = {
  orderId: string;
  url: string;
  body: string;
  attempts: number;
  status: number | null;
  delivered: boolean;
};

/**
 * Posts Midtrans HTTP notifications (JSON, `User-Agent: Veritrans`) and retries a failed one in the
 * background (Midtrans retries at about 2, 10, 30 minutes; the sandbox's delays are configurable).
 */
export class MidtransNotifier {
  readonly log: NotificationDelivery[] = [];
  private readonly poster: RetryingPoster<NotificationDelivery>;

  constructor(delaysMs: number[] = [2000, 10_000, 30_000]) {
    this.poster = new RetryingPoster<NotificationDelivery>(delaysMs, 15_000);
  }

  /** Sends to every URL once now; the promise settles after those first attempts. */
  async send(orderId: string, urls: readonly string[], payload: object) {
    const body = JSON.stringify(payload);
    await Promise.all(
      urls.map((url) => {
        const delivery: NotificationDelivery = {
          orderId,
          url,
          body,
          attempts: 0,
          status: null,
          delivered: false,
        };
        this.log.push(delivery);
        if (this.log.length > 500) this.log.shift();
        return this.attempt(delivery);
      }),
    );
  }

  /** The last notification sent for an order (to send it again: a duplicate). */
  last(orderId: string) {
    return this.log.findLast((d) => d.orderId === orderId);
  }

  async resend(delivery: NotificationDelivery) {
    const copy = { ...delivery, attempts: 0, status: null, delivered: false };
    this.log.push(copy);
    await this.attempt(copy);
    return copy;
  }

  close() {
    this.poster.close();
  }

  private attempt(delivery: NotificationDelivery) {
    return this.poster.post(delivery, { accept: 'application/json', 'user-agent': 'Veritrans' });
  }
}
