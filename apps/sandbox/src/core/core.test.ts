import { describe, expect, it } from 'vitest';
import { useReceivers } from '../testing/harness.ts';
import { textPdf } from './pdf.ts';
import { WebhookSender } from './webhooks.ts';
import { World } from './world.ts';

describe('seeded world', () => {
  it('is the same for the same seed and different for another', () => {
    const fingerprint = (w: World) =>
      [...w.shopsOf('shopee'), ...w.shopsOf('bukalapak')].map(
        (s) => `${s.id}:${s.name}:${s.products.length}:${s.products[0].name}`,
      );
    expect(fingerprint(new World(7))).toEqual(fingerprint(new World(7)));
    expect(fingerprint(new World(7))).not.toEqual(fingerprint(new World(8)));
  });

  it('has Indonesian products with IDR prices in Rp100 steps, variants, and orders that take stock', () => {
    const world = new World(42);
    const shop = world.shopsOf('lazada')[0];
    for (const p of shop.products) {
      expect(p.tiers.length).toBeGreaterThanOrEqual(1);
      expect(p.tiers.length).toBeLessThanOrEqual(3);
      for (const v of p.variants) expect(v.price % 100).toBe(0);
    }
    const before = shop.products.flatMap((p) => p.variants).reduce((n, v) => n + v.stock, 0);
    const order = world.createOrder(shop);
    const after = shop.products.flatMap((p) => p.variants).reduce((n, v) => n + v.stock, 0);
    expect(before - after).toBe(order?.lines.reduce((n, l) => n + l.quantity, 0));
    expect(order?.status).toBe('pending');
  });
});

describe('PDF', () => {
  it('writes a valid-looking PDF with one page per label', () => {
    const pdf = textPdf([['Resi: 1'], ['Resi: 2']]).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/Count 2');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });
});

describe('webhook sender', () => {
  const newReceiver = useReceivers();

  it('retries a failed delivery until the receiver accepts it', async () => {
    const receiver = await newReceiver();
    receiver.answer(500);
    const sender = new WebhookSender([30, 30]);
    const first = await sender.send('shopee', `${receiver.url}/hook`, '{"a":1}', { authorization: 'x' });
    expect(first).toMatchObject({ delivered: false, status: 500, attempts: 1 });
    receiver.answer(200);
    await expect.poll(() => sender.log[0].delivered, { timeout: 2000 }).toBe(true);
    expect(sender.log[0].attempts).toBe(2);
    expect(receiver.received.every((r) => r.body === '{"a":1}' && r.headers.authorization === 'x')).toBe(
      true,
    );
    sender.close();
  });
});
