import type { GuestConfig, Mail } from '@booster/contracts';
import type { Config } from '../../config.ts';
import { type Database, isReachable } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { readOutbox } from '../../platform/mail/index.ts';

export function createSystemService(deps: { database: Database; config: Config }) {
  return {
    /** 200 only when the database answers; 503 SERVICE_UNAVAILABLE otherwise. */
    async health(): Promise<{ status: 'ok' }> {
      if (!(await isReachable(deps.database.pool))) throw new AppError('SERVICE_UNAVAILABLE');
      return { status: 'ok' };
    },

    mailbox: (to: string): Promise<Mail[]> => readOutbox(deps.database.db, to),

    guestConfig(): GuestConfig {
      const { maintenance, marketplaceMode, appUrl } = deps.config;
      return {
        maintenance: { start: maintenance.start.toISOString(), end: maintenance.end.toISOString() },
        marketplaceMode,
        appUrl,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
