import { countCapFor } from '@booster/domain';
import pg from 'pg';
import { compareLists, getJson } from './lib/baseline.ts';
import { startBooster } from './lib/booster.ts';
import { bearerSubject, keysetAnswer, startBareServer } from './support-baseline.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ADMIN = 'admin@booster.test';

/**
 * GET /api/admin/members (the admin's list of every account owner) over 100,000 members, against a
 * bare Fastify route that checks the same JWT and runs the best SQL for the same page: a walk of the
 * owners' `(created_at, id)` index (or the filter's own, migration 0051) seeking past the cursor row,
 * `limit + 1` rows, and the matches counted up to what the page buttons need (`countCapFor`). A search
 * goes through the trigram indexes of name and e-mail, and finds owners by shop name in the same
 * statement. Statements without a search are prepared (named).
 */
const COLUMNS = `id, name, email, subscription_package, expired_at, status, email_verified_at, suspended_at,
  created_at, created_at::text as sort_value`;

type Filter = {
  subscriptionPackage?: string;
  search?: string;
  page?: string;
  after?: string;
  /** The owners of shops whose name matches the search, found first (an OR with a subquery is slower). */
  shopAccounts?: string[];
};

function pageSql(f: Filter) {
  const where = ['parent_id is null', 'is_admin = false'];
  const params: unknown[] = [];
  if (f.subscriptionPackage) where.push(`subscription_package = $${params.push(f.subscriptionPackage)}`);
  if (f.search) {
    const at = params.push(`%${f.search}%`);
    where.push(
      `(name ilike $${at} or email ilike $${at} or id = any($${params.push(f.shopAccounts ?? [])}::uuid[]))`,
    );
  }
  const filter = where.join(' and ');
  const page = Number(f.page ?? 1);
  const seek = f.after
    ? ` and (created_at, id) < ($${params.length + 1}::timestamptz, $${params.length + 2}::uuid)`
    : '';
  return {
    rows: `select ${COLUMNS} from users where ${filter}${seek}
           order by created_at desc, id desc limit 21 offset ${f.after ? 0 : (page - 1) * 20}`,
    count: `select count(*)::int as total from (select 1 from users where ${filter} limit ${countCapFor(page, 20)}) m`,
    params,
  };
}

function startBaseline(databaseUrl: string, secret: string) {
  const key = new TextEncoder().encode(secret);
  return startBareServer(databaseUrl, (app, pool) => {
    app.get('/members', async (req, reply) => {
      if (!(await bearerSubject(req, key))) return reply.code(401).send({ message: 'no' });
      const f = req.query as Filter;
      if (f.search) {
        const shops = await pool.query(
          'select distinct account_id from shops where shop_name ilike $1 limit 200',
          [`%${f.search}%`],
        );
        f.shopAccounts = shops.rows.map((r) => r.account_id);
      }
      return keysetAnswer(
        pool,
        pageSql(f),
        f.after,
        f.search ? undefined : `base_members_${f.subscriptionPackage ?? 'all'}_${f.after ? 'seek' : f.page}`,
      );
    });
  });
}

/**
 * Owners written straight into `users`: names from a small Indonesian vocabulary, joined over two
 * years, most on the free package, 90 % verified, 1 % suspended, paid ones with an expiry.
 */
export async function seedMembers(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with words as (
         select array['Budi','Siti','Agus','Dewi','Rudi','Rina','Andi','Putri','Joko','Ayu',
                      'Hendra','Lestari','Bayu','Wulan','Fajar','Indah','Dimas','Nur','Eko','Maya'] as first_names,
                array['Santoso','Wijaya','Saputra','Lestari','Hidayat','Kusuma','Pratama','Sari',
                      'Nugroho','Rahayu'] as last_names,
                array['free','free','free','free','free','free','medium','premium','premium','platinum',
                      'shopeeOptimization'] as packages
       )
       insert into users (email, name, subscription_package, status, expired_at, email_verified_at,
                          suspended_at, created_at, updated_at)
       select 'member' || g || '@bench.booster.test', first_names[1 + g % 20] || ' ' || last_names[1 + (g / 20) % 10],
              pkg, pkg <> 'free',
              case when pkg <> 'free' then now() + make_interval(days => (g % 400) - 60) end,
              case when g % 10 <> 0 then joined + interval '5 minutes' end,
              case when g % 100 = 7 then joined + interval '30 days' end,
              joined, joined
       from generate_series(1, $1::int) g, words,
       lateral (select packages[1 + g % 11] as pkg,
                       now() - make_interval(secs => (g::bigint * 63072000 / $1::int)::double precision) as joined) v`,
      [count],
    );
    await client.query('vacuum (analyze) users');
  } finally {
    await client.end();
  }
}

type Page = { nextCursor?: string | null };

/** The demo admin's access token, through the admin login (`/api/auth/login` refuses admins). */
export async function adminToken(baseURL: string) {
  const login = await fetch(`${baseURL}/api/authadmin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'booster123' }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * Page 3 of an admin list as the web reaches it (it follows `nextCursor`): Booster's address through
 * page 2's cursor, and the baseline's seeking past the same row.
 */
export async function thirdPageByCursor(list: { ours: string; base: string; token: string }, filter: string) {
  const first = (await getJson(`${list.ours}${filter}`, list.token)) as Page;
  const second = (await getJson(
    `${list.ours}${filter}&page=2&cursor=${first.nextCursor}`,
    list.token,
  )) as Page;
  return {
    ours: `${list.ours}${filter}&page=3&cursor=${second.nextCursor}`,
    base: `${list.base}${filter}&page=3&after=${second.nextCursor}`,
  };
}

export async function adminMembersBench() {
  const booster = await startBooster();
  console.log(`  seeding ${MEMBERS.toLocaleString('en')} members…`);
  await seedMembers(booster.url, MEMBERS);
  const baseline = await startBaseline(booster.url, booster.config.secrets.jwtSecret);
  try {
    const token = await adminToken(booster.baseURL);
    const ours = `${booster.baseURL}/api/admin/members?limit=20`;
    const base = `${baseline.baseURL}/members?x=1`;
    const thirdPage = (filter: string) => thirdPageByCursor({ ours, base, token }, filter);
    const k = `${(MEMBERS / 1e3).toFixed(0)}k members`;
    return await compareLists(
      [
        { label: `admin members, ${k}, page 1`, ours, base: `${base}&page=1` },
        { label: `admin members, ${k}, page 3 by cursor`, ...(await thirdPage('')) },
        {
          label: `admin members, ${k}, package premium, page 3 by cursor`,
          ...(await thirdPage('&subscriptionPackage=premium')),
        },
        {
          label: `admin members, ${k}, search "budi", page 1`,
          ours: `${ours}&search=budi`,
          base: `${base}&search=budi&page=1`,
        },
      ],
      token,
    );
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
