import pg from 'pg';
import { approveConsent } from '../../apps/server/src/modules/shops/index.ts';
import type { startBooster } from './booster.ts';

type Booster = Awaited<ReturnType<typeof startBooster>>;

/**
 * Logs the seller in, connects a Shopee chat account through the sandbox's consent page and waits
 * for the first reconciliation to store the shop's seeded conversations (a live bench Booster).
 */
export async function connectChatShop(booster: Booster, email: string) {
  const login = await fetch(`${booster.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'booster123' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const authorize = await fetch(`${booster.baseURL}/api/chat/marketplace/shopee/authorize`, {
    headers: auth,
  });
  const callback = await approveConsent(
    fetch,
    ((await authorize.json()) as { url: string }).url,
    (o) => o[0],
  );
  const q = callback.searchParams;
  const connected = await fetch(`${booster.baseURL}/api/chat/marketplace/shopee/connect`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      code: q.get('code'),
      shopid: q.get('shop_id'),
      state: q.get('state') ?? undefined,
    }),
  });
  if (!connected.ok) throw new Error(`connect chat: ${connected.status} ${await connected.text()}`);
  const shop = (await connected.json()) as { _id: string; shopid: string };
  const db = new pg.Client({ connectionString: booster.url });
  await db.connect();
  try {
    const { rows: owner } = await db.query('select id from users where email = $1', [email]);
    const accountId = owner[0].id as string;
    await booster.container.chat.sync.reconcileShop(shop._id);
    const { rows } = await db.query(
      'select id, external_id from chat_conversations where shop_id = $1 order by last_message_at desc',
      [shop._id],
    );
    if (rows.length === 0) throw new Error('the first reconciliation stored no conversation');
    return {
      accessToken,
      accountId,
      shop,
      conversations: rows.map((r) => ({ id: r.id as string, externalId: r.external_id as string })),
    };
  } finally {
    await db.end();
  }
}
