import { GatewayNotifier } from '../core/gateway-notifier.ts';

/**
 * Midtrans HTTP notifications (JSON, `User-Agent: Veritrans`), retried at about 2, 10, 30 minutes
 * (the sandbox's delays are configurable); Midtrans waits 15 s for an answer.
 */
export class MidtransNotifier extends GatewayNotifier {
  constructor(delaysMs: number[] = [2000, 10_000, 30_000]) {
    super(delaysMs, 15_000);
  }

  sendNotification(orderId: string, urls: readonly string[], payload: object) {
    return this.send(orderId, urls, JSON.stringify(payload), () => ({
      accept: 'application/json',
      'user-agent': 'Veritrans',
    }));
  }
}
