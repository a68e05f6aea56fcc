import type { Shop } from '@booster/contracts';
import { SANDBOX_CREDENTIALS, shopeeWebhookSignature } from '@booster/marketplaces';
import { inArray } from 'drizzle-orm';
import { approveConsent, type ConsentOption } from '../modules/shops/index.ts';
import { webhookEvents } from '../modules/shops/tables.ts';
import type { TestApp } from './app.ts';
import { makeAdmin } from './factories.ts';
import type { ApiResponse } from './http.ts';

export type Category = 'app' | 'chat';

/** The seeded shops of a sandbox platform, from the control API. */
export async function sandboxShops(t: TestApp, platform: string): Promise<{ id: string; name: string }[]> {
  const res = await fetch(`${t.config.appUrl}/sandbox/_control/shops?platform=${platform}`);
  if (!res.ok) throw new Error(`sandbox shops: ${res.status}`);
  return (await res.json()) as { id: string; name: string }[];
}

/** A call to the sandbox's control API: GET without a body, POST with one, unless `method` says. */
export function sandboxFetch(t: TestApp, path: string, body?: unknown, method?: string) {
  return fetch(`${t.config.appUrl}/sandbox/_control/${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The control API's status and JSON answer (for tests that look at a refusal). */
export async function sandboxAnswer<T>(t: TestApp, path: string, body?: unknown) {
  const res = await sandboxFetch(t, path, body);
  return { status: res.status, body: (await res.json()) as T };
}

/** The control API's JSON answer; an answer that is not 2xx fails the test. */
export async function sandboxCall<T>(t: TestApp, path: string, body?: unknown, method?: string): Promise<T> {
  const res = await sandboxFetch(t, path, body, method);
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A control API change whose answer does not matter; one that is not 2xx fails the test. */
export async function sandboxControl(t: TestApp, path: string, body: unknown) {
  const res = await sandboxFetch(t, path, body);
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
}

/** Our authorize call, then the seller approving the consent page with the chosen shop. */
export async function authorizeAndApprove(
  t: TestApp,
  token: string,
  marketplace: string,
  category: Category,
  pick: (options: ConsentOption[]) => ConsentOption | undefined = (o) => o[0],
  reconnectId?: string,
) {
  const query = reconnectId ? `?reconnectId=${reconnectId}` : '';
  const auth = await t.api.get<{ url: string }>(
    `/api/${category}/marketplace/${marketplace}/authorize${query}`,
    { token },
  );
  if (auth.status !== 200) return { auth, callback: null };
  const callback = await approveConsent(fetch, auth.body.url, pick);
  return { auth, callback };
}

/** The connect (or reconnect) payload from our callback's query. */
export function connectBody(callback: URL) {
  const q = callback.searchParams;
  return {
    code: q.get('code') ?? '',
    ...(q.get('shop_id') ? { shopid: q.get('shop_id') as string } : {}),
    ...(q.get('state') ? { state: q.get('state') as string } : {}),
  };
}

export const byIndex = (i: number) => (options: ConsentOption[]) => options[i];

/** A full connection through the sandbox's consent page. */
export async function connectShop(
  t: TestApp,
  token: string,
  marketplace: string,
  category: Category = 'app',
  pick?: (options: ConsentOption[]) => ConsentOption | undefined,
): Promise<ApiResponse<Shop>> {
  const { auth, callback } = await authorizeAndApprove(t, token, marketplace, category, pick);
  if (!callback) return auth as unknown as ApiResponse<Shop>;
  return t.api.post<Shop>(`/api/${category}/marketplace/${marketplace}/connect`, connectBody(callback), {
    token,
  });
}

/** A Tokopedia shop is connected by an admin confirming the seller's request; returns the shop. */
export async function connectTokopedia(
  t: TestApp,
  token: string,
  request: { shopname: string; shopdomain: string },
): Promise<Shop> {
  const admin = (await (await makeAdmin(t)).login()).accessToken;
  const created = await t.api.post<{ request: { _id: string } }>(
    '/api/app/marketplace/tokopedia/connect',
    request,
    {
      token,
    },
  );
  if (created.status !== 200) throw new Error(`tokopedia connect: ${JSON.stringify(created.body)}`);
  const confirmed = await t.api.post<{ shop: Shop }>(
    '/api/app/marketplace/tokopedia/confirm',
    { id: created.body.request._id },
    { token: admin },
  );
  if (confirmed.status !== 200) throw new Error(`tokopedia confirm: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.shop;
}

/** The platform refuses every token refresh of the Shopee shops from now on (50 times). */
export function refuseShopeeRefresh(t: TestApp) {
  return sandboxControl(t, 'faults', {
    platform: 'shopee',
    pathContains: '/auth/access_token/get',
    status: 500,
    times: 50,
  });
}

/** Delivers Shopee's last push about an order again as a new event (a later timestamp), signed like Shopee. */
export async function redeliverShopeeOrderPush(t: TestApp, orderId: string, secondsLater: number) {
  const res = await fetch(`${t.config.appUrl}/sandbox/_control/webhooks`);
  const log = (await res.json()) as { platform: string; url: string; body: string }[];
  const delivery = log.filter((d) => d.platform === 'shopee' && d.body.includes(orderId)).at(-1);
  if (!delivery) throw new Error('no Shopee push for the order');
  const payload = JSON.parse(delivery.body) as { timestamp: number };
  const body = JSON.stringify({ ...payload, timestamp: payload.timestamp + secondsLater });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/webhook/shopee',
    headers: {
      'content-type': 'application/json',
      authorization: shopeeWebhookSignature(SANDBOX_CREDENTIALS.shopee.partnerKey, delivery.url, body),
    },
    payload: body,
  });
  if (sent.statusCode !== 200) throw new Error(`shopee webhook: ${sent.statusCode} ${sent.body}`);
}

/** The pushes Booster has received about these orders (or other subjects), once all arrived or time ran out. */
export async function waitForWebhookEvents(t: TestApp, subjectIds: string[], timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const events = await t.database.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(inArray(webhookEvents.subjectId, subjectIds));
    if (events.length >= subjectIds.length || Date.now() > until) return events;
    await new Promise((r) => setTimeout(r, 100));
  }
}
