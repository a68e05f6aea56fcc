import type { ShopPlatform } from './types.ts';

export type Delivery = {
  id: number;
  platform: ShopPlatform;
  url: string;
  body: string;
  attempts: number;
  /** HTTP status of the last attempt, null when the request itself failed. */
  status: number | null;
  delivered: boolean;
  error?: string;
};

const LOG_SIZE = 200;

/**
 * Posts signed webhooks and retries failed ones (non-2xx or network error) a few times in the background.
 * Retry timers are unref'd and cancelled by `close()`.
 */
export class WebhookSender {
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private nextId = 1;
  readonly log: Delivery[] = [];

  constructor(private readonly delaysMs: number[] = [2000, 10_000, 30_000]) {}

  /** Sends once now (the returned promise settles after that attempt); retries continue afterwards. */
  async send(
    platform: ShopPlatform,
    url: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<Delivery> {
    const delivery: Delivery = {
      id: this.nextId++,
      platform,
      url,
      body,
      attempts: 0,
      status: null,
      delivered: false,
    };
    this.log.push(delivery);
    if (this.log.length > LOG_SIZE) this.log.shift();
    await this.attempt(delivery, headers);
    return { ...delivery };
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(delivery: Delivery, headers: Record<string, string>): Promise<void> {
    if (this.closed) return;
    delivery.attempts++;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: delivery.body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
      delivery.delivered = response.ok;
      delivery.error = response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      delivery.status = null;
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    const delay = this.delaysMs[delivery.attempts - 1];
    if (delivery.delivered || delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, headers);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
