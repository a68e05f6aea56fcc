import { getJson } from './lib/baseline.ts';
import { startBooster } from './lib/booster.ts';
import { compareInterleaved } from './lib/interleaved.ts';
import { seedChat } from './lib/seed-chat.ts';
import { bearerSubject, startBareServer } from './support-baseline.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500_000);
const SELLER = 'seller@booster.test';

/**
 * GET /api/app/chat/conversations over 500,000 conversations, filtered and paged, against a bare
 * Fastify route that checks the same JWT and runs the SQL an expert would write for the same page:
 * page 3 reached the way the inbox reaches it (following `nextCursor`), so a seek of the filter's
 * (account, …, last_message_at, id) index past the cursor row, `limit + 1` rows joined to the shop
 * names, and the tab counts summed from the trigger-kept counter rows (no count of the matches).
 */
type Filter = { marketplace?: string; shopId?: string; tab: string };

/** The columns the inbox shows, as Booster reads them (modules/chat/queries.ts LIST_COLUMNS). */
const COLUMNS = [
  'id',
  'shop_id',
  'marketplace',
  'external_id',
  'buyer_id',
  'buyer_name',
  'buyer_avatar_url',
  'last_message_kind',
  'last_message_preview',
  'last_message_sender',
  'last_message_at',
  'unread_count',
  'waiting_since',
  'can_send',
]
  .map((column) => `c.${column}`)
  .join(', ');

function pageSql(filter: Filter) {
  const params: unknown[] = [];
  const where = ['c.account_id = $1'];
  const scope = ['account_id = $1'];
  if (filter.marketplace) {
    params.push(filter.marketplace);
    where.push(`c.marketplace = $${params.length + 1}`);
    scope.push(`marketplace = $${params.length + 1}`);
  }
  if (filter.shopId) {
    params.push(filter.shopId);
    where.push(`c.shop_id = $${params.length + 1}`);
    scope.push(`shop_id = $${params.length + 1}`);
  }
  if (filter.tab === 'unanswered') where.push('c.waiting_since is not null');
  if (filter.tab === 'unread') where.push('c.unread_count > 0');
  const at = params.length + 2;
  return {
    rows: `select ${COLUMNS}, s.shop_name from chat_conversations c join shops s on s.id = c.shop_id
           where ${where.join(' and ')} and (c.last_message_at, c.id) < ($${at}::timestamptz, $${at + 1}::uuid)
           order by c.last_message_at desc, c.id desc limit 21`,
    counts: `select coalesce(sum(total), 0)::int as all, coalesce(sum(unread), 0)::int as unread,
             coalesce(sum(unanswered), 0)::int as unanswered from chat_conversation_counts where ${scope.join(' and ')}`,
    params,
  };
}

function startBaseline(databaseUrl: string, secret: string) {
  const key = new TextEncoder().encode(secret);
  return startBareServer(databaseUrl, (app, pool) => {
    app.get('/conversations', async (req, reply) => {
      const sub = await bearerSubject(req, key);
      if (!sub) return reply.code(401).send({ message: 'no' });
      const q = req.query as Filter & { after: string };
      const [at, id] = JSON.parse(Buffer.from(q.after, 'base64url').toString()) as [string, string];
      const sql = pageSql(q);
      const [rows, counts] = await Promise.all([
        pool.query(sql.rows, [sub, ...sql.params, at, id]),
        pool.query(sql.counts, [sub, ...sql.params]),
      ]);
      const c = counts.rows[0];
      return { docs: rows.rows.slice(0, 20), totalDocs: c[q.tab], counts: c, more: rows.rows.length > 20 };
    });
  });
}

type Page = { docs: { _id?: string; id?: string }[]; totalDocs: number; nextCursor?: string | null };

export async function chatListBench() {
  const booster = await startBooster();
  console.log(`  seeding ${CONVERSATIONS.toLocaleString('en')} conversations…`);
  const { shopIds } = await seedChat(booster.url, SELLER, CONVERSATIONS);
  const baseline = await startBaseline(booster.url, booster.config.secrets.jwtSecret);
  try {
    const login = await fetch(`${booster.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SELLER, password: 'booster123' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const cases = [
      { label: 'unanswered, Shopee', query: 'tab=unanswered&marketplace=shopee' },
      { label: 'unread, one shop', query: `tab=unread&shopId=${shopIds[1]}` },
      { label: 'all', query: 'tab=all' },
    ];
    const rows = [];
    for (const c of cases) {
      // Pages 1 and 2 as the inbox loads them; page 3 through the second answer's cursor.
      const list = `${booster.baseURL}/api/app/chat/conversations?limit=20&${c.query}`;
      const first = (await getJson(list, accessToken)) as Page;
      const second = (await getJson(`${list}&page=2&cursor=${first.nextCursor}`, accessToken)) as Page;
      const ours = `${list}&page=3&cursor=${second.nextCursor}`;
      const base = `${baseline.baseURL}/conversations?${c.query}&after=${second.nextCursor}`;
      const [a, b] = (await Promise.all([getJson(ours, accessToken), getJson(base, accessToken)])) as Page[];
      const idsOf = (page: Page) => page.docs.map((d) => d._id ?? d.id).join();
      if (a.totalDocs !== b.totalDocs || idsOf(a) !== idsOf(b) || a.docs.length !== 20)
        throw new Error(
          `${c.label}: pages differ (${a.totalDocs}/${idsOf(a)} vs ${b.totalDocs}/${idsOf(b)})`,
        );
      rows.push(
        await compareInterleaved(
          `chat list, ${(CONVERSATIONS / 1e3).toFixed(0)}k conversations, ${c.label}, page 3 by cursor`,
          async () => void (await getJson(ours, accessToken)),
          async () => void (await getJson(base, accessToken)),
          { requests: 2000, concurrency: 8 },
        ),
      );
    }
    return rows;
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
