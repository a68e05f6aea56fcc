import type { Topbar, TopbarInput } from '@booster/contracts';
import type { Db } from '../../platform/db/index.ts';
import { withTransaction } from '../../platform/db/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { ContentService } from './service.ts';

/** The admin's top bar editor: one row, saved with its audit entry. */
export function createTopbarAdmin(deps: { db: Db; audit: AuditService; content: ContentService }) {
  const { db, audit, content } = deps;
  return {
    get: () => content.page('topbar'),
    save(actorUserId: string, input: TopbarInput): Promise<Topbar> {
      return withTransaction(db, async (tx) => {
        await content.upsertPage(tx, 'topbar', input);
        await audit.record(
          {
            actorUserId,
            action: 'topbar.updated',
            targetType: 'topbar',
            targetId: 'topbar',
            detail: { ...input },
          },
          tx,
        );
        return content.page('topbar', tx);
      });
    },
  };
}
