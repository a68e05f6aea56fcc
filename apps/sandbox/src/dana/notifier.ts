import { randomUUID } from 'node:crypto';
import { GatewayNotifier } from '../core/gateway-notifier.ts';
import { danaSign, danaTime } from './signature.ts';

/**
 * DANA's Finish Notify to the order's NOTIFICATION url, signed with DANA's private key over the url's
 * path, retried in the background (the sandbox's delays are configurable); DANA waits 8 s.
 */
export class DanaNotifier extends GatewayNotifier {
  constructor(
    private readonly keys: { danaPrivateKey: string; partnerId: string },
    delaysMs: number[] = [2000, 10_000, 30_000],
  ) {
    super(delaysMs, 8000);
  }

  sendNotify(partnerReferenceNo: string, url: string, payload: object) {
    const body = JSON.stringify(payload);
    const timestamp = danaTime(new Date());
    return this.send(partnerReferenceNo, [url], body, (target) => ({
      'x-timestamp': timestamp,
      'x-signature': danaSign(this.keys.danaPrivateKey, 'POST', new URL(target).pathname, body, timestamp),
      'x-partner-id': this.keys.partnerId,
      'x-external-id': randomUUID().replaceAll('-', '').slice(0, 32),
      'channel-id': '95221',
      origin: 'https://api.sandbox.dana.id',
    }));
  }
}
