import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createContainer } from './container.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { createDatabase, type Database } from './platform/db/index.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { createBossQueue, type JobQueue } from './platform/jobs/index.ts';
import { createLogger } from './platform/logger.ts';
import { demoAccountsTable, hasDemoAccounts, seedDemoIfEmpty } from './seed/demo.ts';
import { printStartupFailure } from './startup-failure.ts';

let config: Config;
let logger: Logger;
try {
  config = loadConfig();
  logger = createLogger(config.logLevel);
} catch (err) {
  printStartupFailure(err);
  process.exit(1);
}

let embedded: EmbeddedPostgres | null = null;
let database: Database | null = null;
let jobs: JobQueue | null = null;
let app: FastifyInstance | null = null;
let stopping = false;
/** Writes the process's usage counts (a worker has no app whose close would). */
let flushUsage: (() => Promise<void>) | null = null;

/** HTTP first (stop taking requests), then workers, then the pool, the database last. */
async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(code || 1), 20_000);
  force.unref();
  for (const step of [
    () => app?.close(),
    () => jobs?.stop(),
    () => flushUsage?.(),
    () => database?.close(),
    () => embedded?.stop(),
  ]) {
    await Promise.resolve(step()).catch((err: unknown) => logger.error({ err }, 'shutdown step failed'));
  }
  process.exit(code);
}

async function start() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  let url = config.database.url;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: `${config.dataDir}/postgres`,
      password: config.secrets.postgresPassword,
      port: config.database.embeddedPort,
      logger,
    });
    url = await embedded.ensureDatabase('booster');
    logger.info(
      { port: embedded.port, dataDir: embedded.dataDir, movedFrom: embedded.movedFrom },
      'embedded PostgreSQL running',
    );
  } else if (config.secrets.fromFile) {
    logger.warn(
      'JWT_SECRET or TOKEN_ENCRYPTION_KEY not set: using DATA_DIR/secrets.json; set both when running several processes',
    );
  }

  await runMigrations(url);
  database = createDatabase(url, { logger });
  jobs = createBossQueue({ connectionString: url, logger });

  const container = createContainer({ config, database, jobs, logger });
  flushUsage = container.usage.stop;
  if (config.role !== 'worker') app = await buildApp({ config, database, jobs, logger, container });

  if (config.seedDemo && (await seedDemoIfEmpty(container))) logger.info('demo data seeded');
  await jobs.start({ workers: config.role !== 'api' });
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    // Sandbox demo: a month of market snapshots for Popular Products, read from the emulators just started.
    if (config.seedDemo && config.role === 'all') {
      container.research
        .backfillSandboxHistory()
        .catch((err: unknown) => logger.warn({ err }, 'research: sandbox market history failed'));
    }
    if (config.mail.smtpUrl === undefined) {
      logger.warn(
        'SMTP_URL is not set: mail is kept in the outbox and readable by anyone at /api/dev/mailbox',
      );
    }
  }

  const lines = [``, `Booster berjalan (ROLE=${config.role})`];
  if (app) lines.push(`  Buka: ${config.appUrl}`, `  API docs: ${config.appUrl}/api/docs`);
  lines.push(...databaseLines());
  if (config.seedDemo && (await hasDemoAccounts(container))) lines.push('', demoAccountsTable());
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/** Where the data is: the embedded cluster's folder (and why it is not DATA_DIR, when so) or the external host. */
function databaseLines(): string[] {
  if (!embedded) {
    const host = config.database.url ? new URL(config.database.url).host : '';
    return [`  Database: PostgreSQL at ${host} (DATABASE_URL)`];
  }
  const lines = [
    `  Database: embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`,
  ];
  if (embedded.movedFrom) {
    lines.push(
      `            (started as root: the postgres user cannot reach ${embedded.movedFrom},`,
      '             so the cluster lives in the folder above; it is kept between runs)',
    );
  }
  return lines;
}

start().catch((err: unknown) => {
  logger.fatal({ err }, 'Booster failed to start');
  printStartupFailure(err, { port: config.port, databaseUrl: config.database.url });
  void shutdown('startup-failure', 1);
});
