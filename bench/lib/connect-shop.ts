import { approveConsent } from '../../apps/server/src/modules/shops/index.ts';

/**
 * Connects the first Shopee sandbox shop through its consent page, for products/orders (`app`) or for
 * chat, as the seller would: authorize, approve on the sandbox, hand the callback to Booster.
 */
export async function connectShopeeShop(baseURL: string, accessToken: string, category: 'app' | 'chat') {
  const auth = { authorization: `Bearer ${accessToken}` };
  const authorize = await fetch(`${baseURL}/api/${category}/marketplace/shopee/authorize`, { headers: auth });
  const callback = await approveConsent(
    fetch,
    ((await authorize.json()) as { url: string }).url,
    (o) => o[0],
  );
  const q = callback.searchParams;
  const connected = await fetch(`${baseURL}/api/${category}/marketplace/shopee/connect`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      code: q.get('code'),
      shopid: q.get('shop_id'),
      state: q.get('state') ?? undefined,
    }),
  });
  if (!connected.ok) throw new Error(`connect ${category}: ${connected.status} ${await connected.text()}`);
  return (await connected.json()) as { _id: string; shopid: string };
}
