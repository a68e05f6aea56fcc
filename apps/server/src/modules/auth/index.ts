import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RateLimits } from '../../platform/rate-limit/plugin.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import type { AccountsModule } from '../accounts/index.ts';
import { registerAuthRoutes } from './routes.ts';
import { createAuthService } from './service.ts';
import { createSessions } from './sessions.ts';

export type { RegisteredListener } from './service.ts';

export type AuthDeps = {
  db: Db;
  accounts: AccountsModule;
  mailer: Mailer;
  realtime: RealtimePublisher;
  tokens: AccessTokens;
  appUrl: string;
  secret: string;
  refreshTtlSeconds: number;
};

export function createAuthModule(deps: AuthDeps) {
  const sessions = createSessions({
    db: deps.db,
    tokens: deps.tokens,
    refreshTtlSeconds: deps.refreshTtlSeconds,
  });
  const service = createAuthService({ ...deps, sessions });
  return {
    service,
    sessions,
    registerRoutes: (app: FastifyInstance, limits: RateLimits) =>
      registerAuthRoutes(app, { auth: service, accounts: deps.accounts, limits }),
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
