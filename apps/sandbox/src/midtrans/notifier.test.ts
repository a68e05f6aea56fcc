import { describe, expect, it } from 'vitest';
import { useReceivers } from '../testing/harness.ts';
import { MidtransNotifier } from './notifier.ts';

describe('Midtrans notifier', () => {
  const newReceiver = useReceivers();

  it('posts the notification as Midtrans does and retries it until the merchant accepts it', async () => {
    const receiver = await newReceiver();
    receiver.answer(503);
    const notifier = new MidtransNotifier([30, 30]);
    await notifier.sendNotification('INV-1', [`${receiver.url}/notify`], { order_id: 'INV-1' });
    expect(notifier.last('INV-1')).toMatchObject({ delivered: false, status: 503, attempts: 1 });
    receiver.answer(200);
    await expect.poll(() => notifier.last('INV-1')?.delivered, { timeout: 2000 }).toBe(true);
    expect(notifier.last('INV-1')).toMatchObject({ status: 200, attempts: 2 });
    expect(notifier.last('INV-1')).not.toHaveProperty('error');
    expect(
      receiver.received.every(
        (r) =>
          r.body === '{"order_id":"INV-1"}' &&
          r.headers['user-agent'] === 'Veritrans' &&
          r.headers['content-type'] === 'application/json',
      ),
    ).toBe(true);
    notifier.close();
  });
});
