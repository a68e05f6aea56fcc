import pg from 'pg';
import { logIn, type startBooster } from './booster.ts';
import { connectShopeeShop } from './connect-shop.ts';

type Booster = Awaited<ReturnType<typeof startBooster>>;

/**
 * Logs the seller in, connects a Shopee chat account through the sandbox's consent page and waits
 * for the first reconciliation to store the shop's seeded conversations (a live bench Booster).
 */
export async function connectChatShop(booster: Booster, email: string) {
  const accessToken = await logIn(booster.baseURL, email);
  const shop = await connectShopeeShop(booster.baseURL, accessToken, 'chat');
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
