import type { announcementInputSchema } from '@booster/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { withTransaction } from '../../platform/db/index.ts';
import { fieldError } from '../../platform/errors/index.ts';
import type { Audiences } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { NotificationsModule } from '../notifications/index.ts';

/** The marketplace key of an admin announcement: the bell shows it, a click opens the notification page. */
export const ANNOUNCEMENT_MARKETPLACE = 'announcement';

type Announcement = z.output<typeof announcementInputSchema>;

/** Admin announcements: one bell notification per member, all written in one transaction. */
export function createAnnouncements(deps: {
  db: Db;
  audit: AuditService;
  audiences: Audiences;
  broadcast: NotificationsModule['broadcast'];
}) {
  const { db, audit, audiences, broadcast } = deps;
  return {
    async send(actorUserId: string, input: Announcement): Promise<{ sent: number }> {
      const rows = await withTransaction(db, async (tx) => {
        const ids = await audiences.memberIds(
          input.audience === 'packages'
            ? { packages: input.packages }
            : input.audience === 'members'
              ? { ids: input.memberIds }
              : {},
          tx,
        );
        if (input.audience === 'members' && ids.length < new Set(input.memberIds).size)
          throw fieldError('memberIds', 'validation.idInvalid');
        const stored = await broadcast.store(tx, ids, {
          type: 'order',
          marketplace: ANNOUNCEMENT_MARKETPLACE,
          title: input.title,
          description: input.description,
        });
        await audit.record(
          {
            actorUserId,
            action: 'announcement.sent',
            targetType: 'announcement',
            detail: {
              title: input.title,
              audience: input.audience,
              packages: input.packages,
              memberIds: input.memberIds,
              sent: stored.length,
            },
          },
          tx,
        );
        return stored;
      });
      await broadcast.deliver(rows);
      return { sent: rows.length };
    },

    recipients: (search: string | undefined) => audiences.search(search),
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
