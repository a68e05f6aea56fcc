import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/database.ts';
import { createDatabase, type Database, withTransaction } from '../db/index.ts';
import { createBossQueue } from './boss-queue.ts';
import { defineJob, type JobFeed, type JobQueue } from './definition.ts';

const seen: string[] = [];
let failOnce = true;
const greet = defineJob({
  name: 'test.greet.v1',
  schema: z.object({ name: z.string() }),
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  handle: async ({ name }) => {
    if (name === 'flaky' && failOnce) {
      failOnce = false;
      throw new Error('first attempt fails');
    }
    seen.push(name);
  },
});

// Rows another process stored; the sweep is an hour away, so only a wake-up gets them claimed.
const stored: string[] = [];
const feed: JobFeed = {
  name: 'test-feed',
  sweepSeconds: 3600,
  claim: async () => {
    const rows = stored.splice(0);
    seen.push(...rows);
    return rows.length;
  },
};

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let jobs: JobQueue;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  database = createDatabase(testDb.url, { logger });
  jobs = createBossQueue({ connectionString: testDb.url, logger });
  jobs.register(greet);
  jobs.feed(feed);
  await jobs.start({ workers: true });
});

afterAll(async () => {
  await jobs.stop();
  await database.close();
  await testDb.drop();
});

async function waitFor(predicate: () => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('pg-boss job queue', () => {
  it('runs a job enqueued in a committed transaction and retries a failure', async () => {
    await withTransaction(database.db, (tx) => jobs.enqueue(greet, { name: 'ani' }, { tx }));
    await jobs.enqueue(greet, { name: 'flaky' });
    await waitFor(() => seen.includes('ani') && seen.includes('flaky'));
  });

  it('drops a job whose transaction rolled back', async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await jobs.enqueue(greet, { name: 'ghost' }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await jobs.enqueue(greet, { name: 'after' });
    await waitFor(() => seen.includes('after'));
    expect(seen).not.toContain('ghost');
  });

  it('enqueues many jobs in one transaction', async () => {
    await withTransaction(database.db, (tx) =>
      jobs.enqueueMany(greet, [{ name: 'budi' }, { name: 'citra' }], { tx }),
    );
    await waitFor(() => seen.includes('budi') && seen.includes('citra'));
  });

  it("claims a feed at once when another process's wake-up arrives", async () => {
    const api = createBossQueue({ connectionString: testDb.url, logger: pino({ level: 'silent' }) });
    api.feed(feed);
    await api.start({ workers: false });
    try {
      stored.push('woken');
      api.wake(feed);
      await waitFor(() => seen.includes('woken'), 5000);
    } finally {
      await api.stop();
    }
  });

  it('refuses a payload that does not match the schema', async () => {
    await expect(jobs.enqueue(greet, { name: 42 } as unknown as { name: string })).rejects.toThrow();
  });
});
