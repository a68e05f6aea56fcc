import { RetryingPoster } from './retrying-post.ts';
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
  private readonly poster: RetryingPoster<Delivery>;
  private nextId = 1;
  readonly log: Delivery[] = [];

  constructor(delaysMs: number[] = [2000, 10_000, 30_000]) {
    this.poster = new RetryingPoster<Delivery>(delaysMs, 5000, (delivery, error) => {
      delivery.error = error;
    });
  }

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
    await this.poster.post(delivery, headers);
    return { ...delivery };
  }

  close() {
    this.poster.close();
  }
}
