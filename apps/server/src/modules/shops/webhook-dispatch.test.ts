import { SANDBOX_CREDENTIALS, shopeeWebhookSignature } from '@booster/marketplaces';
import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../platform/db/index.ts';
import { createBossQueue, type JobQueue } from '../../platform/jobs/index.ts';
import { createMarketplaceGateway } from '../../platform/marketplaces/gateway.ts';
import { createTestDatabase } from '../../test/database.ts';
import { WEBHOOK_SWEEP_SECONDS } from './jobs.ts';
import { webhookEvents } from './tables.ts';
import { createWebhookService, type StoredWebhook } from './webhooks.ts';

/**
 * The intake and its dispatch on real pg-boss workers: what a worker process does between the
 * stored event and the listeners of the orders, products and stock modules.
 */
const APP_URL = 'http://booster.test';
const NO_WAIT = { limit: 2, delaySeconds: 0, backoff: false };

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let jobs: JobQueue;
let webhooks: ReturnType<typeof createWebhookService>;
const runs: Record<'orders' | 'stock' | 'products' | 'chat', StoredWebhook[]> = {
  orders: [],
  stock: [],
  products: [],
  chat: [],
};
const failChatFor = new Set<string>();
let stockFailures = 0;
const failStockFor = new Set<string>();
const logger = pino({ level: 'silent' });

/** A process's job queue and webhook service with the three subscribers; `workers` as ROLE says. */
async function startProcess(workers: boolean) {
  jobs = createBossQueue({ connectionString: testDb.url, logger });
  const gateway = createMarketplaceGateway({
    mode: 'sandbox',
    sandboxBaseUrl: 'http://sandbox.invalid',
    credentials: SANDBOX_CREDENTIALS,
  });
  webhooks = createWebhookService({ db: database.db, gateway, jobs, logger });
  webhooks.subscribe('orders', async (e) => void runs.orders.push(e), { kinds: ['order'], retry: NO_WAIT });
  webhooks.subscribe(
    'stock',
    async (e) => {
      if (e.subjectId && failStockFor.delete(e.subjectId)) {
        stockFailures++;
        throw new Error('platform busy');
      }
      runs.stock.push(e);
    },
    { kinds: ['order'], retry: NO_WAIT },
  );
  webhooks.subscribe('products', async (e) => void runs.products.push(e), {
    kinds: ['product'],
    retry: NO_WAIT,
  });
  webhooks.subscribe(
    'chat',
    async (e) => {
      if (e.subjectId && failChatFor.delete(e.subjectId)) throw new Error('platform busy');
      runs.chat.push(e);
    },
    { kinds: ['chat'], retry: NO_WAIT, immediate: true },
  );
  await jobs.start({ workers });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = createDatabase(testDb.url, { logger });
  // Queues exist, no worker: a web process answering while every worker is down.
  await startProcess(false);
});

afterAll(async () => {
  await jobs.stop();
  await database.close();
  await testDb.drop();
});

let sequence = 0;
function orderPush(ordersn: string) {
  sequence++;
  return JSON.stringify({
    shop_id: 880001,
    code: 3,
    timestamp: 1_795_000_000 + sequence,
    data: { ordersn, status: 'READY_TO_SHIP' },
  });
}

/** A Shopee webchat push (code 10) of a buyer message in `conversation`. */
function chatPush(conversation: string) {
  sequence++;
  return JSON.stringify({
    shop_id: 880001,
    code: 10,
    timestamp: 1_795_000_000 + sequence,
    data: {
      type: 'message',
      content: {
        message_id: `m-${sequence}`,
        conversation_id: conversation,
        from_id: 7001,
        from_user_name: 'rina.k',
        to_id: 880001,
        message_type: 'text',
        content: { text: 'Halo' },
        created_timestamp: 1_795_000_000 + sequence,
      },
    },
  });
}

/** The listener's jobs of an event still waiting in pg-boss, and when they would start (seconds from now). */
async function waitingJobs(subscriber: string, eventId: number) {
  const { rows } = await database.pool.query<{ in_seconds: number }>(
    `select extract(epoch from start_after - now())::float8 as in_seconds from pgboss.job
     where name = $1 and (data->>'eventId')::bigint = $2 and state = 'created'`,
    [`webhook.${subscriber}.v1`, eventId],
  );
  return rows.map((r) => r.in_seconds);
}

async function eventIdOf(subjectId: string) {
  const [row] = await database.db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(inArray(webhookEvents.subjectId, [subjectId]));
  return row.id;
}

function receive(body: string) {
  const url = `${APP_URL}/api/webhook/shopee`;
  const signature = shopeeWebhookSignature(SANDBOX_CREDENTIALS.shopee.partnerKey, url, body);
  return webhooks.receive('shopee', { url, headers: { authorization: signature }, rawBody: body });
}

async function waitFor(predicate: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const subjects = (list: StoredWebhook[]) => list.map((e) => e.subjectId);

describe('webhook dispatch on pg-boss workers', () => {
  it('an event stored while no worker runs is handed over once a worker starts', async () => {
    expect(await receive(orderPush('SN-DOWN'))).toEqual({ stored: 1 });
    // The process that stored it dies; a worker process comes up later.
    await jobs.stop();
    await startProcess(true);
    await waitFor(() => subjects(runs.stock).includes('SN-DOWN'));
    await waitFor(() => subjects(runs.orders).includes('SN-DOWN'));
    expect(subjects(runs.products)).toEqual([]);
  });

  it('stores a replay nothing new; a failing listener retries alone while the others ran once', async () => {
    // Stock fails its first attempt on this order; orders must not run a second time.
    failStockFor.add('SN-FLAKY');
    const body = orderPush('SN-FLAKY');
    expect(await receive(body)).toEqual({ stored: 1 });
    expect(await receive(body)).toEqual({ stored: 0 });
    await waitFor(() => subjects(runs.stock).includes('SN-FLAKY'));
    await waitFor(() => subjects(runs.orders).includes('SN-FLAKY'));
    await new Promise((r) => setTimeout(r, 500));
    expect(stockFailures).toBe(1);
    expect(subjects(runs.stock).filter((s) => s === 'SN-FLAKY')).toHaveLength(1);
    expect(subjects(runs.orders).filter((s) => s === 'SN-FLAKY')).toHaveLength(1);
  });

  it('runs an immediate listener in the claiming worker and discards its fallback job; a failed run leaves the job, due a minute later', async () => {
    expect(await receive(chatPush('CONV-NOW'))).toEqual({ stored: 1 });
    await waitFor(() => subjects(runs.chat).includes('CONV-NOW'));
    const ran = await eventIdOf('CONV-NOW');
    for (let i = 0; i < 40 && (await waitingJobs('chat', ran)).length > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await waitingJobs('chat', ran)).toEqual([]);

    failChatFor.add('CONV-FAILS');
    expect(await receive(chatPush('CONV-FAILS'))).toEqual({ stored: 1 });
    await waitFor(() => !failChatFor.has('CONV-FAILS'));
    const failed = await eventIdOf('CONV-FAILS');
    await new Promise((r) => setTimeout(r, 300));
    const [dueIn, ...more] = await waitingJobs('chat', failed);
    expect(more).toEqual([]);
    expect(dueIn).toBeGreaterThan(30);
    expect(subjects(runs.chat)).not.toContain('CONV-FAILS');
    expect(subjects(runs.orders)).not.toContain('CONV-NOW');
  });

  it('claims a burst of stored events in batches and hands each to each listener once', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `SN-BURST-${i}`);
    // One statement, no wake-up: the sweep has to find them.
    const rows = await database.db
      .insert(webhookEvents)
      .values(
        ids.map((id) => ({
          marketplace: 'shopee' as const,
          shopId: '880002',
          externalEventId: id,
          kind: 'order',
          subjectId: id,
          occurredAt: new Date(),
          rawBody: '{}',
        })),
      )
      .returning({ id: webhookEvents.id });
    await waitFor(
      () => ids.every((id) => subjects(runs.orders).includes(id) && subjects(runs.stock).includes(id)),
      (WEBHOOK_SWEEP_SECONDS + 15) * 1000,
    );
    const [claims] = await database.db
      .select({ batches: sql<number>`count(distinct ${webhookEvents.dispatchedAt})::int` })
      .from(webhookEvents)
      .where(
        inArray(
          webhookEvents.id,
          rows.map((r) => r.id),
        ),
      );
    // Each claim stamps its batch with one transaction time: 120 events, one or two claims.
    expect(claims.batches).toBeLessThanOrEqual(2);
    for (const id of ids) {
      expect(subjects(runs.orders).filter((s) => s === id)).toHaveLength(1);
      expect(subjects(runs.stock).filter((s) => s === id)).toHaveLength(1);
    }
  });
});
