import type { ChatConversationView, ChatMessage, ReminderLogEntry, Shop } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs } from '../../test/builders.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxCall } from '../../test/marketplace.ts';
import { chatReminderSends } from './tables.ts';

const t = useTestApp({ listen: true });

type SandboxOrder = { id: string; status: string; buyer: { id: string; username: string } };
type SandboxConversation = { id: string; buyerId: string; messages: { from: string; text: string }[] };

const control = <T>(path: string, body?: unknown) => sandboxCall<T>(t.current, path, body);

const drain = () => drainJobs(t.current);

/** Time passes for the planned reminders: every step of the order is due now. */
async function stepsComeDue(orderNumber: string) {
  await t.current.database.db
    .update(chatReminderSends)
    .set({ dueAt: new Date(Date.now() - 1000) })
    .where(eq(chatReminderSends.subject, orderNumber));
}

describe('unpaid-order reminder (sandbox Shopee)', () => {
  let token: string;
  let chatShop: Shop;
  let shopid: string;

  beforeAll(async () => {
    const owner = await makeMember(t.current, { package: 'premium' });
    token = (await owner.login()).accessToken;
    await connectShop(t.current, token, 'shopee', 'app', byIndex(0));
    chatShop = (await connectShop(t.current, token, 'shopee', 'chat', byIndex(0))).body;
    shopid = chatShop.shopid;
    await drain();
  });

  async function placeOrder(status: string): Promise<SandboxOrder> {
    const products = await control<{ id: string; variants: { id: string; stock: number }[] }[]>(
      `products?platform=shopee&shopId=${shopid}`,
    );
    for (const product of products) {
      const variant = product.variants.find((v) => v.stock > 0);
      if (!variant) continue;
      const placed = await control<{ id: string }>('orders', {
        platform: 'shopee',
        shopId: shopid,
        lines: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
        status,
        webhook: true,
      });
      const orders = await control<SandboxOrder[]>(`orders?platform=shopee&shopId=${shopid}`);
      const order = orders.find((o) => o.id === placed.id);
      if (order) return order;
    }
    throw new Error('no orderable product in the sandbox shop');
  }

  /** The platform moves the order to `status` and pushes it. */
  const moveOrder = (orderId: string, status: string) =>
    control('orders/status', { platform: 'shopee', shopId: shopid, orderId, status });

  const conversationOf = async (buyerId: string) =>
    (await control<SandboxConversation[]>(`conversations?platform=shopee&shopId=${shopid}`)).find(
      (c) => c.buyerId === buyerId,
    );
  const log = async () =>
    (
      await t.current.api.get<{ docs: ReminderLogEntry[] }>(`/api/chat/reminder/${chatShop._id}/log`, {
        token,
      })
    ).body.docs;

  it('sends the first message once when it is due, and stops the rest once the order is paid', async () => {
    const saved = await t.current.api.put(
      `/api/chat/reminder/${chatShop._id}`,
      {
        policies: [
          {
            kind: 'unpaid',
            enabled: true,
            steps: [
              { delayMinutes: 30, text: 'Halo {nama_pembeli}, pesanan {nomor_pesanan} belum dibayar' },
              { delayMinutes: 120, text: 'Pengingat terakhir untuk {nomor_pesanan}' },
            ],
          },
          { kind: 'follow-up', enabled: false, steps: [] },
          { kind: 'shipped', enabled: false, steps: [] },
        ],
      },
      { token },
    );
    expect(saved.status).toBe(200);

    const order = await placeOrder('UNPAID');
    // The buyer has a chat with the shop (the reminder goes into it).
    await control('chat/buyer-message', {
      platform: 'shopee',
      shopId: shopid,
      buyerId: order.buyer.id,
      text: 'Sudah order kak',
      webhook: true,
    });
    await drain();

    // Planned, nothing due yet: nothing sent.
    expect((await log()).map((e) => [e.step, e.status])).toEqual([
      [2, 'pending'],
      [1, 'pending'],
    ]);
    const replies = async () =>
      ((await conversationOf(order.buyer.id))?.messages ?? [])
        .filter((m) => m.from !== 'buyer')
        .map((m) => m.text);
    expect(await replies()).toEqual([]);

    // The first step comes due: sent once, however often the workers look and the order's push repeats.
    await t.current.database.db
      .update(chatReminderSends)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(chatReminderSends.step, 1));
    await drain();
    await moveOrder(order.id, 'UNPAID');
    await drain();
    await drain();
    expect(await replies()).toEqual([`Halo ${order.buyer.username}, pesanan ${order.id} belum dibayar`]);

    // Paid: the second message is stopped and never goes out, even when its time comes.
    await moveOrder(order.id, 'READY_TO_SHIP');
    await drain();
    await stepsComeDue(order.id);
    await drain();
    expect(await replies()).toHaveLength(1);
    const entries = await log();
    expect(entries.map((e) => [e.step, e.status, e.reason])).toEqual([
      [2, 'stopped', 'paid'],
      [1, 'sent', null],
    ]);
    expect(entries[1]).toMatchObject({
      subject: order.id,
      text: `Halo ${order.buyer.username}, pesanan ${order.id} belum dibayar`,
    });
  });

  it('follows up a buyer who asked and did not order; a newer message starts the wait again', async () => {
    await t.current.api.put(
      `/api/chat/reminder/${chatShop._id}`,
      {
        policies: [
          { kind: 'unpaid', enabled: false, steps: [] },
          {
            kind: 'follow-up',
            enabled: true,
            steps: [{ delayMinutes: 120, text: 'Masih minat, {nama_pembeli}?' }],
          },
          { kind: 'shipped', enabled: false, steps: [] },
        ],
      },
      { token },
    );
    const first = await control<{ conversationId: string; buyerId: string }>('chat/buyer-message', {
      platform: 'shopee',
      shopId: shopid,
      buyerName: 'Penanya Ragu',
      text: 'Ada warna merah?',
      webhook: true,
    });
    await drain();
    await control('chat/buyer-message', {
      platform: 'shopee',
      shopId: shopid,
      conversationId: first.conversationId,
      text: 'Ukuran L?',
      webhook: true,
    });
    await drain();
    const followUps = (await log()).filter((e) => e.kind === 'follow-up');
    expect(followUps.map((e) => [e.status, e.reason])).toEqual([
      ['pending', null],
      ['stopped', 'statusChanged'],
    ]);

    await t.current.database.db
      .update(chatReminderSends)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(chatReminderSends.kind, 'follow-up'));
    await drain();
    const conversation = await conversationOf(first.buyerId);
    const sent = (await log()).filter((e) => e.kind === 'follow-up' && e.status === 'sent');
    expect(sent).toHaveLength(1);
    expect(conversation?.messages.filter((m) => m.from !== 'buyer').map((m) => m.text)).toEqual([
      sent[0].text,
    ]);
    expect(sent[0].text).toMatch(/^Masih minat, .+\?$/);
  });

  it("sends the shipped notice to the order's buyer, who never wrote, through the platform; once", async () => {
    const notice = 'Halo {nama_pembeli}, pesanan {nomor_pesanan} sudah dikirim ya kak';
    const saved = await t.current.api.put(
      `/api/chat/reminder/${chatShop._id}`,
      {
        policies: [
          { kind: 'unpaid', enabled: false, steps: [] },
          { kind: 'follow-up', enabled: false, steps: [] },
          { kind: 'shipped', enabled: true, steps: [{ delayMinutes: 60, text: notice }] },
        ],
      },
      { token },
    );
    expect(saved.status).toBe(200);
    const placed = await placeOrder('READY_TO_SHIP');
    await drain();
    // A buyer who has no chat with the shop: only the platform can open one for the order.
    expect(await conversationOf(placed.buyer.id)).toBeUndefined();
    expect((await log()).filter((e) => e.kind === 'shipped')).toEqual([]);

    await moveOrder(placed.id, 'SHIPPED');
    await drain();
    expect((await log()).filter((e) => e.kind === 'shipped').map((e) => e.status)).toEqual(['pending']);
    await stepsComeDue(placed.id);
    await drain();
    // The order's push repeats: nothing is planned or sent twice.
    await moveOrder(placed.id, 'SHIPPED');
    await drain();
    await drain();

    const shipped = (await control<SandboxOrder[]>(`orders?platform=shopee&shopId=${shopid}`)).find(
      (o) => o.id === placed.id,
    ) as SandboxOrder;
    const expected = `Halo ${shipped.buyer.username}, pesanan ${shipped.id} sudah dikirim ya kak`;
    const conversation = await conversationOf(placed.buyer.id);
    expect(conversation?.messages.map((m) => [m.from, m.text])).toEqual([['seller', expected]]);
    const entries = (await log()).filter((e) => e.kind === 'shipped');
    expect(entries.map((e) => [e.step, e.status, e.subject, e.text])).toEqual([
      [1, 'sent', placed.id, expected],
    ]);
    // The inbox holds it as Booster's automation, in the buyer's conversation.
    const inbox = await t.current.api.get<{ docs: ChatConversationView[] }>(
      '/api/app/chat/conversations?limit=100',
      {
        token,
      },
    );
    const row = inbox.body.docs.find((c) => c.externalId === conversation?.id);
    expect(row?.buyer.id).toBe(placed.buyer.id);
    const messages = await t.current.api.get<{ docs: ChatMessage[] }>(
      `/api/app/chat/conversations/${row?._id}/messages`,
      { token },
    );
    expect(messages.body.docs.map((m) => [m.sender, m.source, m.body])).toEqual([
      ['auto', 'auto', { kind: 'text', text: expected }],
    ]);
  });
});
