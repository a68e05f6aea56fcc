import type {
  ApiError,
  ChatConversationView,
  ChatMessage,
  ChatOrder,
  ChatProduct,
  Shop,
} from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs, makeConnectedShop } from '../../test/builders.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxConversation = {
  id: string;
  buyerUsername: string;
  messages: { id: string; kind: string; productId?: string; orderId?: string }[];
};

let token: string;
let accountId: string;
let appShop: Shop;
let chatShop: Shop;
let conversations: ChatConversationView[];

const drain = () => drainJobs(t.current);

const sandboxConversation = async (id: string) => {
  const res = await fetch(
    `${t.current.config.appUrl}/sandbox/_control/conversations?platform=shopee&shopId=${chatShop.shopid}`,
  );
  return ((await res.json()) as SandboxConversation[]).find((c) => c.id === id) as SandboxConversation;
};

const get = <T>(path: string) => t.current.api.get<T>(`/api/app/chat/conversations/${path}`, { token });

beforeAll(async () => {
  const owner = await makeMember(t.current, { package: 'premium' });
  token = (await owner.login()).accessToken;
  accountId = owner.id;
  // The same Shopee shop connected for products/orders and for chat.
  appShop = await makeConnectedShop(t.current, { token }, 'shopee');
  await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
  const connected = await connectShop(t.current, token, 'shopee', 'chat', byIndex(0));
  if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
  chatShop = connected.body;
  await t.current.jobs.enqueue(t.current.container.chat.jobs.reconcileDue, {});
  await drain();
  conversations = (
    await t.current.api.get<{ docs: ChatConversationView[] }>('/api/app/chat/conversations?limit=100', {
      token,
    })
  ).body.docs;
});

describe('product and order cards', () => {
  it("offers the shop's products and sends one as a product card the sandbox holds", async () => {
    const [conversation] = conversations;
    const products = await get<ChatProduct[]>(`${conversation._id}/products?limit=5`);
    expect(products.status).toBe(200);
    expect(products.body.length).toBeGreaterThan(0);
    const product = products.body[0];
    const sent = await t.current.api.post<ChatMessage>(
      `/api/app/chat/conversations/${conversation._id}/messages`,
      { message: { kind: 'product', productId: product._id } },
      { token },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      body: { kind: 'product', productId: product.externalId },
      card: { kind: 'product', _id: product._id, name: product.name },
    });
    const last = (await sandboxConversation(conversation.externalId)).messages.at(-1);
    expect(last).toMatchObject({ id: sent.body.externalId, kind: 'product', productId: product.externalId });
  });

  it("sends an order card picked from the shop's orders", async () => {
    const [, conversation] = conversations;
    const orders = await get<ChatOrder[]>(`${conversation._id}/orders?scope=shop&limit=3`);
    expect(orders.status).toBe(200);
    const order = orders.body[0];
    expect(order).toBeDefined();
    const sent = await t.current.api.post<ChatMessage>(
      `/api/app/chat/conversations/${conversation._id}/messages`,
      { message: { kind: 'order', orderId: order._id } },
      { token },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.card).toMatchObject({ kind: 'order', _id: order._id, orderNumber: order.orderNumber });
    const last = (await sandboxConversation(conversation.externalId)).messages.at(-1);
    expect(last).toMatchObject({ kind: 'order', orderId: order.orderNumber });
  });

  it('refuses a product or order of another shop with a field message', async () => {
    const [conversation] = conversations;
    const res = await t.current.api.post<ApiError>(
      `/api/app/chat/conversations/${conversation._id}/messages`,
      { message: { kind: 'product', productId: '00000000-0000-4000-8000-000000000000' } },
      { token },
    );
    expect(res.status).toBe(400);
    expect((res.body.details as { fields: object }).fields).toEqual({
      'message.productId': 'Produk tidak ditemukan di toko ini',
    });
  });

  it("lists the buyer's orders in this shop beside the conversation", async () => {
    // A fresh order (Booster stores it from its push), then its buyer writes to the shop's chat.
    const control = `${t.current.config.appUrl}/sandbox/_control`;
    const products = (await (
      await fetch(`${control}/products?platform=shopee&shopId=${chatShop.shopid}`)
    ).json()) as { id: string; variants: { id: string; stock: number }[] }[];
    const product = products.find((p) => p.variants.some((v) => v.stock > 0)) as (typeof products)[number];
    const variant = product.variants.find((v) => v.stock > 0) as { id: string };
    const placed = await fetch(`${control}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        platform: 'shopee',
        shopId: chatShop.shopid,
        lines: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
        webhook: true,
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;
    await drain();
    const sandboxOrders = (await (
      await fetch(`${control}/orders?platform=shopee&shopId=${chatShop.shopid}`)
    ).json()) as { id: string; buyerId: string }[];
    const buyerId = (sandboxOrders.find((o) => o.id === orderId) as { buyerId: string }).buyerId;
    const wrote = await fetch(`${t.current.config.appUrl}/sandbox/_control/chat/buyer-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        platform: 'shopee',
        shopId: chatShop.shopid,
        buyerId,
        text: 'Pesanan saya kapan dikirim?',
      }),
    });
    expect(wrote.status).toBe(201);
    const { conversationId } = (await wrote.json()) as { conversationId: string };
    await drain();
    const list = await t.current.api.get<{ docs: ChatConversationView[] }>(
      '/api/app/chat/conversations?limit=100',
      {
        token,
      },
    );
    const conversation = list.body.docs.find((c) => c.externalId === conversationId) as ChatConversationView;
    const res = await get<ChatOrder[]>(`${conversation._id}/orders`);
    expect(res.status).toBe(200);
    // Every order of this buyer that Booster holds, and the new one among them.
    expect(res.body.map((o) => o.orderNumber)).toContain(orderId);
    expect(res.body.every((o) => o.buyerName === conversation.buyer.name)).toBe(true);
    const shopOrders = await get<ChatOrder[]>(`${conversation._id}/orders?scope=shop&limit=50`);
    const others = shopOrders.body.filter((o) => o.buyerName !== conversation.buyer.name);
    expect(others.length).toBeGreaterThan(0);
    expect(res.body.map((o) => o._id)).not.toContain(others[0]._id);

    // Matched by the platform's buyer id, not the name: a buyer named like someone else who ordered gets
    // only their own orders, which are exactly the sandbox's orders of that buyer that Booster holds.
    expect(conversation.buyer.id).toBe(buyerId);
    const lookup = t.current.container.orders.forChat;
    const held = new Set(shopOrders.body.map((o) => o.orderNumber));
    const other = others[0] as ChatOrder;
    const sameNameOtherBuyer = await lookup.ofShop(accountId, appShop._id, {
      buyer: { id: buyerId, name: other.buyerName },
      limit: 100,
    });
    const ofBuyer = sandboxOrders.filter((o) => o.buyerId === buyerId).map((o) => o.id);
    expect(sameNameOtherBuyer.map((o) => o.orderNumber).sort()).toEqual(
      ofBuyer.filter((id) => held.has(id) || id === orderId).sort(),
    );
    // Without an id (a platform that gives none) the name decides.
    const byName = await lookup.ofShop(accountId, appShop._id, {
      buyer: { id: '', name: other.buyerName },
      limit: 100,
    });
    expect(byName.map((o) => o._id)).toContain(other._id);
  });
});
