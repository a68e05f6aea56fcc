import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createAccountsModule } from './modules/accounts/index.ts';
import { createAuthModule } from './modules/auth/index.ts';
import { createContentModule } from './modules/content/index.ts';
import { createSystemModule } from './modules/system/index.ts';
import { createAccessTokens } from './platform/auth/index.ts';
import type { Database } from './platform/db/index.ts';
import type { JobQueue } from './platform/jobs/index.ts';
import { createMailer, type MailTransport } from './platform/mail/index.ts';
import { createRealtimePublisher } from './platform/realtime/publisher.ts';

export type ContainerOptions = {
  config: Config;
  database: Database;
  jobs: JobQueue;
  logger: Logger;
  /** Tests replace SMTP with a fake transport. */
  mailTransport?: MailTransport;
};

/**
 * Services of every module wired to the platform, and every job definition registered with the
 * queue. API processes build routes on top of it; worker processes only run its jobs.
 */
export function createContainer(options: ContainerOptions) {
  const { config, database, jobs, logger } = options;
  const db = database.db;
  const mailer = createMailer({
    appUrl: config.appUrl,
    from: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
    secret: config.secrets.jwtSecret,
    jobs,
    transport: options.mailTransport,
  });
  const realtime = createRealtimePublisher(database.pool, logger);
  const tokens = createAccessTokens(config.secrets.jwtSecret, config.auth.accessTokenTtlSeconds);

  // Marketplace integrations arrive with the shops module (issue 3); until then nobody has any.
  const integrations = async () => [];

  const accounts = createAccountsModule({ db, mailer, realtime, integrations, appUrl: config.appUrl });
  const auth = createAuthModule({
    db,
    accounts,
    mailer,
    realtime,
    tokens,
    appUrl: config.appUrl,
    secret: config.secrets.jwtSecret,
    refreshTtlSeconds: config.auth.refreshTokenTtlSeconds,
  });
  const content = createContentModule({ db });
  const system = createSystemModule({ database, config, mailer });

  return { config, database, jobs, logger, mailer, realtime, tokens, accounts, auth, content, system };
}

export type Container = ReturnType<typeof createContainer>;
