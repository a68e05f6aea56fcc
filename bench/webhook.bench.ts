import { SANDBOX_CREDENTIALS, shopeeWebhookSignature } from '@booster/marketplaces';
import { BENCH_APP_URL, startBooster } from './lib/booster.ts';
import { compare } from './lib/load.ts';
import { post } from './lib/post.ts';
import { startBareServer } from './support-baseline.ts';

/**
 * Signed webhook intake: Booster verifies the Shopee signature over the raw body and stores the
 * event once, committed before it answers (the workers are woken to take it, see
 * shops/webhook-dispatch.ts). The baseline is the least that can do the same durably: a bare
 * Fastify route running the same row's insert as a prepared statement, committed with the same
 * synchronous commit into the same table and indexes, without checking the signature. Each request
 * carries a new event, so neither side hits the idempotency shortcut.
 */
const INSERT_EVENT = `insert into webhook_events (marketplace, shop_id, external_event_id, kind, subject_id, occurred_at, raw_body)
  values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id`;

function startBaseline(databaseUrl: string) {
  return startBareServer(databaseUrl, (app, pool) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.post('/webhook', async (req, reply) => {
      const raw = req.body as string;
      const push = JSON.parse(raw) as {
        shop_id: number;
        code: number;
        timestamp: number;
        data: { ordersn: string };
      };
      await pool.query({
        name: 'bench_bare_insert',
        text: INSERT_EVENT,
        values: [
          'shopee',
          String(push.shop_id),
          `${push.shop_id}:${push.code}:${push.timestamp}:${push.data.ordersn}`,
          'order',
          push.data.ordersn,
          new Date(push.timestamp * 1000),
          raw,
        ],
      });
      return reply.code(200).send();
    });
  });
}

let sequence = 0;
function nextPush() {
  sequence++;
  const timestamp = 1_790_000_000 + sequence;
  return JSON.stringify({
    shop_id: 787132579,
    code: 3,
    timestamp,
    data: { ordersn: `2611BENCH${sequence}`, status: 'READY_TO_SHIP', update_time: timestamp },
  });
}

async function deliver(url: string, body: string, authorization?: string) {
  const res = await post(url, body, authorization ? { authorization } : {});
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text}`);
}

export async function webhookBench() {
  const booster = await startBooster();
  const baseline = await startBaseline(booster.url);
  const signedUrl = `${BENCH_APP_URL}/api/webhook/shopee`;
  const key = SANDBOX_CREDENTIALS.shopee.partnerKey;
  try {
    return [
      await compare(
        'signed webhook intake (verify, store durably, wake workers)',
        async () => {
          const body = nextPush();
          await deliver(
            `${booster.baseURL}/api/webhook/shopee`,
            body,
            shopeeWebhookSignature(key, signedUrl, body),
          );
        },
        () => deliver(`${baseline.baseURL}/webhook`, nextPush()),
        { requests: 2000, concurrency: 16, rounds: 5 },
      ),
    ];
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
