import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContainer } from '../../apps/server/src/container.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded.ts';
import { createDatabase } from '../../apps/server/src/platform/db/index.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { createBossQueue } from '../../apps/server/src/platform/jobs/index.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/demo.ts';

/** Webhook signatures cover the configured address, not the loopback one the bench calls. */
export const BENCH_APP_URL = 'http://booster.bench';

/**
 * The real Booster server (same app as `npm start`, real HTTP on a loopback port) on a fresh
 * embedded PostgreSQL with the demo accounts; or on BENCH_DATABASE_URL when set.
 */
export type BoosterBenchOptions = {
  /**
   * Serve on a known loopback port and use it as APP_URL, so the in-process sandbox reaches our
   * webhook route and the adapters reach the sandbox (the stock fan-out bench); job workers run.
   */
  live?: boolean;
};

export async function startBooster(options: BoosterBenchOptions = {}) {
  const port = options.live ? await freePort() : 0;
  const appUrl = options.live ? `http://127.0.0.1:${port}` : BENCH_APP_URL;
  const dir = mkdtempSync(join(tmpdir(), 'booster-bench-'));
  const logger = createLogger('warn');
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), password: 'bench', logger });
  const url = process.env.BENCH_DATABASE_URL ?? (await embedded?.ensureDatabase('booster_bench'));
  if (!url) throw new Error('no database');
  await runMigrations(url);
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    TOKEN_ENCRYPTION_KEY: '1'.repeat(64),
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dir, 'no-web'),
    AUTH_RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_MAX: '1000000',
    ACCOUNT_RATE_LIMIT_MAX: '1000000',
    APP_URL: appUrl,
    SIMULATION_ORDERS_PER_MINUTE: '0',
    SIMULATION_MESSAGES_PER_MINUTE: '0',
  });
  const database = createDatabase(url, { logger });
  // Real pg-boss queues, no workers: enqueueing costs what it costs in production.
  const jobs = createBossQueue({ connectionString: url, logger });
  const container = createContainer({ config, database, jobs, logger });
  const app = await buildApp({ config, database, jobs, logger, container });
  await seedDemoIfEmpty(container);
  await jobs.start({ workers: options.live === true });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    url,
    baseURL,
    config,
    container,
    async stop() {
      await app.close();
      await jobs.stop();
      await database.close();
      await embedded?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Logs a demo account in through the real route and answers its access token. */
export async function logIn(baseURL: string, email: string, password = 'booster123') {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}
