import { countCapFor } from '@booster/domain';
import pg from 'pg';
import { adminToken, seedMembers, thirdPageByCursor } from './admin-members.bench.ts';
import { compareLists } from './lib/baseline.ts';
import { startBooster } from './lib/booster.ts';
import { bearerSubject, keysetAnswer, startBareServer } from './support-baseline.ts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
/** Part of `INV/BENCH/00123457` (seedInvoices numbers them), and of `member4321@bench.booster.test`. */
const RARE_NUMBER = String(Math.min(123_457, INVOICES)).padStart(8, '0');
const MEMBER_EMAIL = encodeURIComponent(`member${Math.min(4321, MEMBERS)}@`);

/**
 * GET /api/admin/order (every member's invoices, newest first) over 1,000,000 invoices of 100,000
 * members, against a bare Fastify route that checks the same JWT and runs the best SQL for the same
 * page in one statement: a walk of the `(created_at, id)` index (or the status's own) seeking past the
 * cursor row, `limit + 1` rows joined to the member, the transfer, the refund and the affiliate
 * commission, the refused gateway payment looked up per row, and the matches counted up to what the
 * page buttons need (`countCapFor`) on the invoices alone. Prepared (named), as a list without a
 * search is planned once.
 */
const COLUMNS = `i.id, i.number, i.account_id, u.email, u.name, i.package_name, i.months, i.kind, i.method,
  i.status, i.amount, i.created_at, i.paid_at, i.coupon_code, i.coupon_discount,
  c.amount as commission_amount, c.reversed_at as commission_reversed_at,
  t.id as transfer_id, t.status as transfer_status, t.amount as transfer_amount, t.unique_code, t.bank_label,
  t.sender_name, t.proof_key, t.submitted_at, t.reviewed_at, t.reject_reason,
  r.reason as refund_reason, r.created_at as refunded_at,
  (select max(e.received_at) from billing_gateway_events e
     join billing_payments p on p.method = e.method and p.external_id = e.external_id
   where p.invoice_id = i.id and e.outcome = 'refused') as refused_payment_at,
  i.created_at::text as sort_value`;

type Filter = { status?: string; packageName?: string; search?: string; page?: string; after?: string };

/**
 * A search: the invoices of members whose e-mail holds the term (users' e-mail trigram index, then
 * `(account_id, created_at)`) and those whose number holds it (the number's trigram index), each the
 * first rows newest first — an `or` over both tables cannot use either index — their union the page;
 * the count the union of the two stopped at the cap, asked only when page 1 does not hold every match.
 */
function searchSql(f: Filter) {
  const page = Number(f.page ?? 1);
  const keep = f.after ? 21 : page * 20 + 1;
  const cap = countCapFor(page, 20);
  const seek = f.after ? ' and (created_at, id) < ($2::timestamptz, $3::uuid)' : '';
  const byEmail = `select id from billing_invoices
    where account_id in (select id from users where email ilike $1)${seek}`;
  const byNumber = `select id from billing_invoices where number ilike $1${seek}`;
  const order = 'order by created_at desc, id desc';
  return {
    rows: `select ${COLUMNS} from billing_invoices i join users u on u.id = i.account_id
             left join billing_transfers t on t.invoice_id = i.id
             left join billing_refunds r on r.invoice_id = i.id
             left join affiliate_commissions c on c.invoice_id = i.id
           where i.id in ((${byEmail} ${order} limit ${keep}) union (${byNumber} ${order} limit ${keep}))
           order by i.created_at desc, i.id desc limit 21 offset ${f.after ? 0 : (page - 1) * 20}`,
    count: `select count(*)::int as total from (select 1 from
              ((${byEmail.replace(seek, '')} limit ${cap}) union (${byNumber.replace(seek, '')} limit ${cap})) f
              limit ${cap}) m`,
    params: [`%${f.search}%`],
  };
}

/**
 * A search's page, then its count only when the page does not show every match: a first page of 20
 * rows or fewer is the whole answer (most searches look for one invoice or one member's).
 */
async function searchAnswer(pool: pg.Pool, f: Filter) {
  const sql = searchSql(f);
  const seek = f.after ? (JSON.parse(Buffer.from(f.after, 'base64url').toString()) as string[]) : [];
  const rows = (await pool.query(sql.rows, [...sql.params, ...seek])).rows;
  const whole = !f.after && Number(f.page ?? 1) === 1 && rows.length <= 20;
  const total = whole ? rows.length : (await pool.query(sql.count, sql.params)).rows[0].total;
  const last = rows.length > 20 ? rows[19] : undefined;
  return {
    docs: rows.slice(0, 20),
    totalDocs: total,
    nextCursor: last ? Buffer.from(JSON.stringify([last.sort_value, last.id])).toString('base64url') : null,
  };
}

function pageSql(f: Filter) {
  if (f.search) return searchSql(f);
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.status) where.push(`i.status = $${params.push(f.status)}`);
  if (f.packageName) where.push(`i.package_name = $${params.push(f.packageName)}`);
  const filter = where.length ? where.join(' and ') : 'true';
  const page = Number(f.page ?? 1);
  const seek = f.after
    ? ` and (i.created_at, i.id) < ($${params.length + 1}::timestamptz, $${params.length + 2}::uuid)`
    : '';
  return {
    rows: `select ${COLUMNS} from billing_invoices i join users u on u.id = i.account_id
             left join billing_transfers t on t.invoice_id = i.id
             left join billing_refunds r on r.invoice_id = i.id
             left join affiliate_commissions c on c.invoice_id = i.id
           where ${filter}${seek}
           order by i.created_at desc, i.id desc limit 21 offset ${f.after ? 0 : (page - 1) * 20}`,
    count: `select count(*)::int as total from
              (select 1 from billing_invoices i where ${filter} limit ${countCapFor(page, 20)}) m`,
    params,
  };
}

function startBaseline(databaseUrl: string, secret: string) {
  const key = new TextEncoder().encode(secret);
  return startBareServer(databaseUrl, (app, pool) => {
    app.get('/invoices', async (req, reply) => {
      if (!(await bearerSubject(req, key))) return reply.code(401).send({ message: 'no' });
      const f = req.query as Filter;
      if (f.search) return searchAnswer(pool, f);
      return keysetAnswer(
        pool,
        pageSql(f),
        f.after,
        f.search
          ? undefined
          : `base_invoices_${f.status ?? 'all'}_${f.packageName ?? 'all'}_${f.after ? 'seek' : f.page}`,
      );
    });
  });
}

/**
 * Invoices written straight into `billing_invoices`, spread over the bench members and two years:
 * most paid (by Midtrans, DANA or transfer), some unpaid, expired or cancelled, a few refunded.
 */
export async function seedInvoices(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with members as (select array_agg(id order by id) as ids from users where email like '%@bench.booster.test'),
            words as (
              select array['paid','paid','paid','paid','paid','paid','unpaid','expired','expired','cancelled',
                           'refunded'] as statuses,
                     array['medium','premium','premium','platinum','shopeeOptimization'] as packages,
                     array['midtrans','midtrans','dana','manual'] as methods
            )
       insert into billing_invoices (account_id, number, package_name, months, kind, list_price,
                                     discount_percent, discount, price, amount, status, method, due_at,
                                     paid_at, period_start, period_end, created_at, updated_at)
       select ids[1 + g % array_length(ids, 1)], 'INV/BENCH/' || lpad(g::text, 8, '0'), pkg, months,
              case when g % 3 = 0 then 'new' else 'extend' end, price, 0, 0, price, price, status,
              case when status = 'unpaid' then null else methods[1 + g % 4] end,
              made + interval '1 day',
              case when status in ('paid', 'refunded') then made + interval '1 hour' end,
              case when status in ('paid', 'refunded') then made + interval '1 hour' end,
              case when status in ('paid', 'refunded') then made + make_interval(months => months) end,
              made, made
       from generate_series(1, $1::int) g, members, words,
       lateral (select statuses[1 + g % 11] as status, packages[1 + g % 5] as pkg,
                       (array[1, 3, 6, 12])[1 + g % 4] as months,
                       now() - make_interval(secs => (g::bigint * 63072000 / $1::int)::double precision) as made) v,
       lateral (select (99000 + (g % 5) * 50000) * months as price) p`,
      [count],
    );
    await client.query('vacuum (analyze) billing_invoices');
  } finally {
    await client.end();
  }
}

export async function billingInvoicesBench() {
  const booster = await startBooster();
  console.log(
    `  seeding ${MEMBERS.toLocaleString('en')} members, ${INVOICES.toLocaleString('en')} invoices…`,
  );
  await seedMembers(booster.url, MEMBERS);
  await seedInvoices(booster.url, INVOICES);
  const baseline = await startBaseline(booster.url, booster.config.secrets.jwtSecret);
  try {
    const token = await adminToken(booster.baseURL);
    const ours = `${booster.baseURL}/api/admin/order?limit=20`;
    const base = `${baseline.baseURL}/invoices?x=1`;
    const thirdPage = (filter: string) => thirdPageByCursor({ ours, base, token }, filter);
    const m = `${(INVOICES / 1e6).toFixed(1)}M invoices`;
    return await compareLists(
      [
        { label: `admin invoices, ${m}, page 1`, ours, base: `${base}&page=1` },
        { label: `admin invoices, ${m}, page 3 by cursor`, ...(await thirdPage('')) },
        { label: `admin invoices, ${m}, paid, page 3 by cursor`, ...(await thirdPage('&status=paid')) },
        {
          label: `admin invoices, ${m}, package platinum, page 3 by cursor`,
          ...(await thirdPage('&packageName=platinum')),
        },
        // One invoice of the million (its number's trigram index), and one member's ten (the e-mail's).
        {
          label: `admin invoices, ${m}, search a rare number, page 1`,
          ours: `${ours}&search=${RARE_NUMBER}`,
          base: `${base}&search=${RARE_NUMBER}&page=1`,
        },
        {
          label: `admin invoices, ${m}, search a member e-mail, page 1`,
          ours: `${ours}&search=${MEMBER_EMAIL}`,
          base: `${base}&search=${MEMBER_EMAIL}&page=1`,
        },
      ],
      token,
    );
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
