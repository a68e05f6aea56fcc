import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContainer } from '../../apps/server/src/container.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded.ts';
import { createDatabase } from '../../apps/server/src/platform/db/index.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { createInlineQueue } from '../../apps/server/src/platform/jobs/index.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/demo.ts';

/**
 * The real Booster server (same app as `npm start`, real HTTP on a loopback port) on a fresh
 * embedded PostgreSQL with the demo accounts; or on BENCH_DATABASE_URL when set.
 */
export async function startBooster() {
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
  });
  const database = createDatabase(url, { logger });
  const jobs = createInlineQueue();
  const container = createContainer({ config, database, jobs, logger });
  const app = await buildApp({ config, database, jobs, logger, container });
  await seedDemoIfEmpty(container);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    baseURL,
    config,
    async stop() {
      await app.close();
      await database.close();
      await embedded?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
