import type { Capabilities } from '@booster/domain';
import {
  type FacebookAdapter,
  isAdapterError,
  type MarketplaceAdapter,
  type MarketplaceOrder,
  type PartnerCredentials,
  SANDBOX_CREDENTIALS,
  type ShipInput,
  type TokenGrant,
  withFreshToken,
} from '@booster/marketplaces';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ShopPlatform } from '../core/types.ts';
import { approveConsent, type Harness, isPdf, type Json, startSandbox } from '../testing/harness.ts';
import { expectMoneyOfSandbox } from './order-money-check.ts';
import { sandboxAdapters } from './sandbox-adapters.ts';

/**
 * One behaviour suite for every marketplace adapter of `@booster/marketplaces`, run against this
 * sandbox started in-process on a free loopback port (real HTTP, no environment variable needed).
 * Call it inside a `describe`: it starts the sandbox in `beforeAll` and closes it in `afterAll`.
 */

/** The API path whose faults the 429 test injects (getShopInfo's call). */
const SHOP_INFO_PATH: Record<ShopPlatform, string> = {
  shopee: '/api/v2/shop/get_shop_info',
  lazada: '/seller/get',
  tiktok: '/authorization/202309/shops',
  tokopedia: '/authorization/202309/shops',
  bukalapak: '/stores/me',
};

/** Platforms that sign API calls with the partner secret; Bukalapak only proves it on the token call. */
const SIGNS_REQUESTS: Record<ShopPlatform, boolean> = {
  shopee: true,
  lazada: true,
  tiktok: true,
  tokopedia: true,
  bukalapak: false,
};

/** Bukalapak's adapter has no ship call (no documented one); it still prints labels of accepted sales. */
const PRINTABLE_WITHOUT_SHIPPING = ['accepted', 'delivered'];

export function withWrongSecret(credentials: PartnerCredentials): PartnerCredentials {
  return {
    shopee: { ...credentials.shopee, partnerKey: `${credentials.shopee.partnerKey}-wrong` },
    lazada: { ...credentials.lazada, appSecret: `${credentials.lazada.appSecret}-wrong` },
    tiktok: { ...credentials.tiktok, appSecret: `${credentials.tiktok.appSecret}-wrong` },
    tokopedia: { ...credentials.tokopedia, appSecret: `${credentials.tokopedia.appSecret}-wrong` },
    bukalapak: { ...credentials.bukalapak, clientSecret: `${credentials.bukalapak.clientSecret}-wrong` },
    facebook: { ...credentials.facebook, appSecret: `${credentials.facebook.appSecret}-wrong` },
  };
}

async function expectAdapterError(promise: Promise<unknown>, kinds: string[]) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAdapterError(error), `expected an AdapterError, got ${String(error)}`).toBe(true);
  expect(kinds).toContain((error as { kind: string }).kind);
  return error;
}

/** The adapters with the sandbox's credentials, and the same with a wrong partner secret. */
function registries(origin: string) {
  return {
    right: sandboxAdapters(origin),
    wrong: sandboxAdapters(origin, withWrongSecret(SANDBOX_CREDENTIALS)),
  };
}

export function runAdapterContract(platform: ShopPlatform) {
  let h: Harness;
  let adapter: MarketplaceAdapter;
  let wrong: MarketplaceAdapter;
  let chatRules: Capabilities['chat'];
  let redirectUrl: string;
  let grant: TokenGrant;
  let code: string;

  /** Browser consent for the first seeded shop: the redirect's query. */
  async function consent(state: string) {
    const [shop] = await h.control<Json[]>('GET', `shops?platform=${platform}`);
    const location = await approveConsent(
      adapter.authorizeUrl({ redirectUrl, state, category: 'app' }),
      shop?.id,
    );
    // TikTok Shop and Tokopedia return to the address registered for the app, whatever the link says.
    expect(location.pathname).toBe(new URL(redirectUrl).pathname);
    return location.searchParams;
  }

  const sandboxProduct = (productId: string) =>
    h.control<Json>('GET', `products/${platform}/${grant.shopId}/${productId}`);
  const sandboxOrders = () => h.control<Json[]>('GET', `orders?platform=${platform}&shopId=${grant.shopId}`);

  beforeAll(async () => {
    h = await startSandbox();
    const registry = registries(h.origin);
    adapter = registry.right.get(platform);
    wrong = registry.wrong.get(platform);
    chatRules = registry.right.capabilities(platform).chat;
    redirectUrl = `${h.origin}/callback/${platform}/app`;
    const state = `contract-${platform}`;
    const params = await consent(state);
    code = params.get('code') ?? '';
    expect(code).not.toBe('');
    if (params.has('state')) expect(params.get('state')).toBe(state);
    grant = await adapter.exchangeCode({ code, shopId: params.get('shop_id') ?? undefined, redirectUrl });
  });
  afterAll(async () => h?.close());

  it('connects: authorize -> consent approve -> code -> tokens for the chosen shop', async () => {
    const [shop] = await h.control<Json[]>('GET', `shops?platform=${platform}`);
    expect(grant.shopId).toBe(String(shop?.id));
    expect(grant.accessToken).not.toBe('');
    expect(grant.refreshToken).not.toBe('');
    expect(grant.accessExpiresAt.getTime()).toBeGreaterThan(Date.now());
    const info = await adapter.getShopInfo(grant);
    expect(info.shopId).toBe(grant.shopId);
    expect(info.shopName).toBe(shop?.name);
  });

  it('refuses a code that was already used', async () => {
    await expectAdapterError(adapter.exchangeCode({ code, shopId: grant.shopId, redirectUrl }), [
      'invalid_token',
    ]);
  });

  it('refuses an expired code', async () => {
    const params = await consent('contract-expired');
    await h.control('POST', 'expire-codes', { platform });
    await expectAdapterError(
      adapter.exchangeCode({
        code: params.get('code') ?? '',
        shopId: params.get('shop_id') ?? undefined,
        redirectUrl,
      }),
      ['invalid_token'],
    );
  });

  it('is refused when signing with a wrong secret', async () => {
    if (SIGNS_REQUESTS[platform]) {
      await expectAdapterError(wrong.getShopInfo(grant), ['configuration']);
    }
    await expectAdapterError(wrong.refreshToken(grant), ['configuration']);
  });

  it('lists products and reads one back; a stock edit lands in the sandbox', async () => {
    const page = await adapter.listProducts(grant, { pageSize: 3 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(3);
    expect(page.nextCursor).not.toBeNull();
    const first = page.items[0] as (typeof page.items)[number];
    expect(first.variants.length).toBeGreaterThan(0);
    const product = await adapter.getProduct(grant, first.externalId);
    expect(product.externalId).toBe(first.externalId);
    const variant = product.variants[0] as (typeof product.variants)[number];
    const variantId = product.variants.length > 1 ? variant.externalId : null;
    const stock = variant.stock + 3;
    await adapter.updateStock(grant, { productId: product.externalId, variantId, stock });
    const after = await adapter.getProduct(grant, product.externalId);
    expect(after.variants.find((v) => v.externalId === variant.externalId)?.stock).toBe(stock);
    const state = await sandboxProduct(product.externalId);
    const stored = (state.variants as Json[]).find((v) => v.id === variant.externalId) ?? state.variants[0];
    if (product.variants.length > 1) expect(stored.id).toBe(variant.externalId);
    expect(stored.stock).toBe(stock);
  });

  it('lists orders of the last two weeks and reads one', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 14 * 24 * 3600 * 1000);
    const page = await adapter.listOrders(grant, { pageSize: 5, updatedFrom: from, updatedTo: to });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(5);
    const first = page.items[0] as (typeof page.items)[number];
    expect(first.items.length).toBeGreaterThan(0);
    const order = await adapter.getOrder(grant, first.externalId);
    expect(order.externalId).toBe(first.externalId);
    expect(order.status).toBe(first.status);
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.money.totalPaid).toBeGreaterThan(0);
  });

  it("reads every order's money as the platform holds it, adding up", async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 30 * 24 * 3600 * 1000);
    const orders: MarketplaceOrder[] = [];
    let cursor: string | null = null;
    do {
      const page = await adapter.listOrders(grant, {
        cursor,
        pageSize: 50,
        updatedFrom: from,
        updatedTo: to,
      });
      orders.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    // Read after listing, so an order the simulation added meanwhile is there too (money never changes).
    const own = new Map((await sandboxOrders()).map((o) => [String(o.id), o]));
    for (const order of orders) expectMoneyOfSandbox(platform, order, own.get(order.externalId) ?? {});
    const read = new Set(orders.map((o) => o.externalId));
    // Every order updated inside the window was read (platforms compare whole seconds, TikTok's end
    // is exclusive: a margin at both ends).
    const inWindow = [...own.values()].filter((o) => {
      const at = Date.parse(o.updatedAt);
      return at >= from.getTime() + 60_000 && at < to.getTime() - 2_000;
    });
    expect(inWindow.length).toBeGreaterThan(0);
    expect(inWindow.filter((o) => !read.has(String(o.id))).map((o) => o.id)).toEqual([]);
  });

  it('ships a new order and prints its label where the platform offers shipping', async () => {
    const options = adapter.getShippingOptions(grant, '0');
    const unsupported = await options.then(
      () => false,
      (e: unknown) => isAdapterError(e) && e.kind === 'unsupported',
    );
    if (unsupported) {
      const printable = (await sandboxOrders()).find((o) => PRINTABLE_WITHOUT_SHIPPING.includes(o.status));
      expect(printable).toBeDefined();
      expect(isPdf(await adapter.getShippingDocument(grant, String(printable?.id)))).toBe(true);
      return;
    }
    const created = await h.control<{ events: Json[] }>('POST', 'simulate', {
      platform,
      shopId: grant.shopId,
      orders: 1,
    });
    const orderId = String(created.events[0]?.id);
    expect((await adapter.getOrder(grant, orderId)).status).toBe('ready_to_ship');
    const choices = await adapter.getShippingOptions(grant, orderId);
    if (choices.pickup) {
      // Where the courier comes, and when: times the server can label in Jakarta time.
      expect(choices.pickup.address).not.toBe('');
      for (const s of choices.pickup.slots) expect(s.start).toBeInstanceOf(Date);
    }
    const slot = choices.pickup?.slots[0];
    const input: ShipInput =
      choices.pickup && slot
        ? { orderId, method: 'pickup', addressId: choices.pickup.addressId, slotId: slot.id }
        : { orderId, method: 'dropoff', branchId: choices.dropoff?.branches[0]?.id };
    const shipped = await adapter.shipOrder(grant, input);
    const stored = (await sandboxOrders()).find((o) => o.id === orderId);
    if (shipped.trackingNumber) expect(stored?.trackingNumber).toBe(shipped.trackingNumber);
    expect((await adapter.getOrder(grant, orderId)).status).not.toBe('ready_to_ship');
    expect(isPdf(await adapter.getShippingDocument(grant, orderId))).toBe(true);
  });

  it('reads and answers chats where the platform has a chat API', async () => {
    // Whatever chat the adapter speaks is exercised (TikTok Shop's too, which Tokopedia chat uses);
    // the whole chat wire is in chat-suite.ts.
    const chat = adapter.chat;
    if (!chat) {
      expect(chatRules).toBeNull();
      return;
    }
    const conversations = await chat.listConversations(grant, { pageSize: 2 });
    expect(conversations.items.length).toBeGreaterThan(0);
    expect(conversations.items.length).toBeLessThanOrEqual(2);
    const first = conversations.items[0] as (typeof conversations.items)[number];
    const messages = await chat.listMessages(grant, first.externalId, { pageSize: 3 });
    expect(messages.items.length).toBeGreaterThan(0);
    const text = `Terima kasih, pesanan segera kami proses (${platform}).`;
    const sent = await chat.send(grant, first.externalId, { kind: 'text', text });
    expect(sent.sender).toBe('seller');
    expect(sent.body).toEqual({ kind: 'text', text });
    const stored = await h.control<Json[]>(
      'GET',
      `conversations?platform=${platform}&shopId=${grant.shopId}`,
    );
    const conversation = stored.find((c) => c.id === first.externalId);
    expect(conversation?.messages.at(-1)).toMatchObject({ from: 'seller', text });
  });

  it('retries a 429 and succeeds; gives up as rate_limited after three', async () => {
    const pathContains = SHOP_INFO_PATH[platform];
    const fault = { platform, pathContains, status: 429, retryAfterSeconds: 0 };
    await h.control('POST', 'faults', { ...fault, times: 2 });
    expect((await adapter.getShopInfo(grant)).shopId).toBe(grant.shopId);
    expect(await h.control<Json[]>('GET', 'faults')).toEqual([]);
    await h.control('POST', 'faults', { ...fault, times: 4 });
    await expectAdapterError(adapter.getShopInfo(grant), ['rate_limited']);
    // Three attempts, then the error: one of the four injected answers is left.
    expect(await h.control<Json[]>('GET', 'faults')).toMatchObject([{ remaining: 1 }]);
    await h.control('DELETE', 'faults');
  });

  // Last: it rotates the tokens the other tests use.
  it('refreshes an expired access token once through withFreshToken', async () => {
    const { expired } = await h.control<{ expired: number }>('POST', 'expire-tokens', {
      platform,
      shopId: grant.shopId,
    });
    expect(expired).toBeGreaterThan(0);
    await expectAdapterError(adapter.getShopInfo(grant), ['expired_token']);
    const persisted: TokenGrant[] = [];
    const info = await withFreshToken(
      {
        adapter,
        credentials: grant,
        persist: async (next) => {
          persisted.push(next);
        },
      },
      (c) => adapter.getShopInfo(c),
    );
    expect(info.shopId).toBe(grant.shopId);
    expect(persisted).toHaveLength(1);
    expect(persisted[0]?.accessToken).not.toBe(grant.accessToken);
    grant = persisted[0] ?? grant;
    expect((await adapter.getShopInfo(grant)).shopId).toBe(info.shopId);
  });
}

/** The Facebook Graph flow against the sandbox: login, long-lived token, pages, a post. */
export function runFacebookContract() {
  let h: Harness;
  let facebook: FacebookAdapter;
  let wrong: FacebookAdapter;
  let redirectUrl: string;
  let code: string;

  const login = async (state: string) => {
    const location = await approveConsent(facebook.loginUrl({ redirectUrl, state }));
    expect(location.searchParams.get('state')).toBe(state);
    return location.searchParams.get('code') ?? '';
  };

  beforeAll(async () => {
    h = await startSandbox();
    const registry = registries(h.origin);
    facebook = registry.right.facebook;
    wrong = registry.wrong.facebook;
    redirectUrl = `${h.origin}/callback/facebook/app`;
    code = await login('contract');
  });
  afterAll(async () => h?.close());

  it('is refused with a wrong app secret', async () => {
    await expectAdapterError(wrong.exchangeCode({ code: await login('wrong'), redirectUrl }), [
      'invalid_token',
      'platform',
    ]);
  });

  it('logs in, lists pages with page tokens, and posts to a page feed', async () => {
    const short = await facebook.exchangeCode({ code, redirectUrl });
    const long = await facebook.exchangeLongLivedToken(short.accessToken);
    expect(long.expiresAt?.getTime() ?? 0).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    const me = await facebook.getMe(long.accessToken);
    expect(me.id).not.toBe('');
    const pages = [];
    let cursor: string | null = null;
    do {
      const page = await facebook.listPages(long.accessToken, { cursor, pageSize: 2 });
      pages.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 50);
    const first = pages[0];
    expect(first?.accessToken).toBeTruthy();
    if (!first) return;
    const post = await facebook.publishPost({
      pageId: first.id,
      pageToken: first.accessToken,
      message: 'Promo hari ini!',
    });
    expect(post.postId).toContain(first.id);
    const posts = await h.control<Json[]>('GET', `posts?pageId=${first.id}`);
    expect(posts.map((p) => JSON.stringify(p)).join()).toContain('Promo hari ini!');
  });

  it('refuses a code that was already used', async () => {
    await expectAdapterError(facebook.exchangeCode({ code, redirectUrl }), ['invalid_token']);
  });

  it('refuses an expired code', async () => {
    const fresh = await login('expired');
    await h.control('POST', 'expire-codes', { platform: 'facebook' });
    await expectAdapterError(facebook.exchangeCode({ code: fresh, redirectUrl }), ['invalid_token']);
  });
}
