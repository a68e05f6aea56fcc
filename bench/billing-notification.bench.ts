import { createHash } from 'node:crypto';
import pg from 'pg';
import { startBooster } from './lib/booster.ts';
import { compare } from './lib/load.ts';
import { post } from './lib/post.ts';
import { startBareServer } from './support-baseline.ts';

/**
 * Midtrans notification intake (issue 13): Booster verifies the SHA-512 signature_key, finds the
 * payment (row lock), matches the amount, marks the invoice paid, moves the member to the package
 * and logs the event, in one transaction, before it answers. Each request pays a different invoice
 * (spread over 16 members), so every one does the whole activation. The baseline is a bare Fastify
 * route inserting the same notification into the same event table, with no check and no activation.
 */
const ACCOUNTS = 16;
const REQUESTS = 1000;
const ROUNDS = 3;
const AMOUNT = 149_000;

async function seedInvoices(databaseUrl: string, count: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const users = await db.query<{ id: string }>(
      `insert into users (email, name, subscription_package, status)
       select 'bench-billing-' || i || '@booster.bench', 'Bench ' || i, 'free', false from generate_series(1, $1) i
       returning id`,
      [ACCOUNTS],
    );
    const ids = users.rows.map((r) => r.id);
    await db.query(
      `insert into billing_invoices (account_id, number, package_name, months, kind, list_price, discount_percent,
         discount, price, amount, due_at)
       select ($1::uuid[])[1 + (i % $2)], 'BENCH-' || i, 'premium', 1, 'new', $3, 0, 0, $3, $3, now() + interval '1 day'
       from generate_series(1, $4) i`,
      [ids, ACCOUNTS, AMOUNT, count],
    );
    await db.query(
      `insert into billing_payments (invoice_id, account_id, method, external_id, amount)
       select id, account_id, 'midtrans', number, amount from billing_invoices where number like 'BENCH-%'`,
    );
  } finally {
    await db.end();
  }
}

function startBaseline(databaseUrl: string) {
  return startBareServer(databaseUrl, (app, pool) => {
    app.post('/notification', async (req, reply) => {
      const body = req.body as Record<string, string>;
      await pool.query({
        name: 'bench_bare_billing_event',
        text: `insert into billing_gateway_events (method, source, external_id, gateway_status, signature_valid, outcome, body)
               values ('midtrans', 'notification', $1, $2, false, 'baseline', $3)`,
        values: [body.order_id, body.transaction_status, body],
      });
      return reply.code(200).send({ status: 'ok' });
    });
  });
}

function notification(serverKey: string, n: number) {
  const orderId = `BENCH-${n}`;
  const gross = `${AMOUNT}.00`;
  return JSON.stringify({
    transaction_time: '2026-11-24 10:00:00',
    transaction_status: 'settlement',
    transaction_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status_message: 'midtrans payment notification',
    status_code: '200',
    signature_key: createHash('sha512').update(`${orderId}200${gross}${serverKey}`).digest('hex'),
    payment_type: 'bank_transfer',
    order_id: orderId,
    merchant_id: 'G000000001',
    gross_amount: gross,
    fraud_status: 'accept',
    currency: 'IDR',
  });
}

async function deliver(url: string, body: string) {
  const res = await post(url, body);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text}`);
}

export async function billingNotificationBench() {
  const booster = await startBooster();
  const serverKey = booster.config.payments.midtrans?.serverKey ?? '';
  await seedInvoices(booster.url, REQUESTS * ROUNDS);
  const baseline = await startBaseline(booster.url);
  let ours = 0;
  let theirs = 0;
  try {
    return [
      await compare(
        'Midtrans notification intake (verify, activate, log)',
        () =>
          deliver(`${booster.baseURL}/api/billing/midtrans/notification`, notification(serverKey, ++ours)),
        () => deliver(`${baseline.baseURL}/notification`, notification(serverKey, ++theirs)),
        { requests: REQUESTS, concurrency: 8, rounds: ROUNDS },
      ),
    ];
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
