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
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly delaysMs: number[] = [2000, 10_000, 30_000]) {}

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
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private async attempt(delivery: NotificationDelivery): Promise<void> {
    if (this.closed) return;
    delivery.attempts++;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': 'Veritrans',
        },
        body: delivery.body,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
      delivery.delivered = response.ok;
    } catch {
      delivery.status = null;
    }
    const delay = this.delaysMs[delivery.attempts - 1];
    if (delivery.delivered || delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
