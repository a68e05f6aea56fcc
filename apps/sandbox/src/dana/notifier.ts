import { randomUUID } from 'node:crypto';
import { RetryingPoster } from '../core/retrying-post.ts';
import { danaSign, danaTime } from './signature.ts';

export type DanaNotifyDelivery = {
  partnerReferenceNo: string;
  url: string;
  body: string;
  headers: Record<string, string>;
  attempts: number;
  status: number | null;
  delivered: boolean;
};

/**
 * Posts DANA's Finish Notify to the order's NOTIFICATION url, signed with DANA's private key over the
 * url's path, and retries a failed one in the background (the sandbox's delays are configurable).
 */
export class DanaNotifier {
  readonly log: DanaNotifyDelivery[] = [];
  private readonly poster: RetryingPoster<DanaNotifyDelivery>;

  constructor(
    private readonly keys: { danaPrivateKey: string; partnerId: string },
    delaysMs: number[] = [2000, 10_000, 30_000],
  ) {
    // DANA waits 8 s for the merchant's answer.
    this.poster = new RetryingPoster<DanaNotifyDelivery>(delaysMs, 8000);
  }

  async send(partnerReferenceNo: string, url: string, payload: object) {
    const body = JSON.stringify(payload);
    const timestamp = danaTime(new Date());
    const path = new URL(url).pathname;
    const delivery: DanaNotifyDelivery = {
      partnerReferenceNo,
      url,
      body,
      headers: {
        'x-timestamp': timestamp,
        'x-signature': danaSign(this.keys.danaPrivateKey, 'POST', path, body, timestamp),
        'x-partner-id': this.keys.partnerId,
        'x-external-id': randomUUID().replaceAll('-', '').slice(0, 32),
        'channel-id': '95221',
        origin: 'https://api.sandbox.dana.id',
      },
      attempts: 0,
      status: null,
      delivered: false,
    };
    this.log.push(delivery);
    if (this.log.length > 500) this.log.shift();
    await this.poster.post(delivery, delivery.headers);
  }

  last(partnerReferenceNo: string) {
    return this.log.findLast((d) => d.partnerReferenceNo === partnerReferenceNo);
  }

  /** The same notify again, signature and all (DANA retries deliver duplicates). */
  async resend(delivery: DanaNotifyDelivery) {
    const copy = { ...delivery, attempts: 0, status: null, delivered: false };
    this.log.push(copy);
    await this.poster.post(copy, copy.headers);
    return copy;
  }

  close() {
    this.poster.close();
  }
}
