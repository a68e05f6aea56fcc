import { mkdtempSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, type Env, loadConfig } from '../config.ts';
import { type Container, createContainer } from '../container.ts';
import { createDatabase, type Database } from '../platform/db/index.ts';
import { createInlineQueue, type InlineQueue } from '../platform/jobs/index.ts';
import { createLogger } from '../platform/logger.ts';
import type { MailTransport } from '../platform/mail/index.ts';
import { createTestDatabase } from './database.ts';
import { createApiClient } from './http.ts';

export type TestAppOptions = {
  /** Environment overrides, parsed by the real config loader. */
  env?: Env;
  /** A fresh DATA_DIR in the system's temp folder, its name starting with this (for files the app writes). */
  tempDataDir?: string;
  extend?: BuildAppOptions['extend'];
  mailTransport?: MailTransport;
  /**
   * Listen on a free local port with APP_URL (and so the sandbox's address) pointing at it: the
   * adapters then reach the sandbox mounted in this app over real HTTP.
   */
  listen?: boolean;
  /** The adapters' HTTP (e.g. to alter what they send to the sandbox); the global fetch otherwise. */
  marketplaceFetch?: typeof fetch;
  /** A fake clock for scheduled work (boost queues). */
  clock?: () => Date;
};

const FAST_ADAPTERS = Object.fromEntries(
  ['shopee', 'lazada', 'tiktok', 'tokopedia', 'bukalapak', 'facebook'].map((p) => [p, { perSecond: 1000 }]),
);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const BASE_ENV: Env = {
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  TOKEN_ENCRYPTION_KEY: '0'.repeat(64),
  APP_URL: 'http://booster.test',
  LOG_LEVEL: 'error',
  // The auth limit gets its own test; other files log in often from one address.
  AUTH_RATE_LIMIT_MAX: '1000',
  WEB_DIST: '/nonexistent/booster-web-dist',
  DATA_DIR: '/nonexistent/booster-data',
  // The sandbox makes no orders or messages on its own in tests; they ask `_control/simulate`.
  SIMULATION_ORDERS_PER_MINUTE: '0',
  SIMULATION_MESSAGES_PER_MINUTE: '0',
};

/** The whole app on a fresh database, with the inline job driver; `api` talks to it via inject. */
export async function startTestApp(options: TestAppOptions = {}) {
  const testDb = await createTestDatabase();
  const port = options.listen ? await freePort() : null;
  const config: Config = loadConfig({
    ...BASE_ENV,
    ...(port ? { APP_URL: `http://127.0.0.1:${port}` } : {}),
    ...(options.tempDataDir ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), options.tempDataDir)) } : {}),
    DATABASE_URL: testDb.url,
    ...options.env,
  });
  // Errors the server logs reach console.error, which fails the test (no-console-errors.ts).
  const logger = createLogger(config.logLevel, { write: (line: string) => console.error(line.trim()) });
  const database: Database = createDatabase(testDb.url, { logger, max: 5 });
  const jobs: InlineQueue = createInlineQueue();
  const container: Container = createContainer({
    config,
    database,
    jobs,
    logger,
    mailTransport: options.mailTransport,
    marketplaceFetch: options.marketplaceFetch,
    clock: options.clock,
    // The adapters' limiter is covered by their own tests; here imports should page quickly.
    marketplaceRateLimits: FAST_ADAPTERS,
    publicPageRate: { perSecond: 1000 },
  });
  const app: FastifyInstance = await buildApp({
    config,
    database,
    jobs,
    logger,
    container,
    extend: options.extend,
  });
  await app.ready();
  if (port) await app.listen({ port, host: '127.0.0.1' });
  await jobs.start({ workers: true });

  return {
    app,
    config,
    database,
    jobs,
    container,
    api: createApiClient(app),
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/** Starts the app before the file's tests and stops it after; read `.current` inside tests. */
export function useTestApp(options: TestAppOptions = {}) {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await startTestApp(options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
