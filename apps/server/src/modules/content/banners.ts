import type { AdminPopupBanner, BannerAudienceName, PopupBannerInput } from '@booster/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { withTransaction } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { AuditService } from '../audit/index.ts';
import { popupBanners } from './tables.ts';

type Row = typeof popupBanners.$inferSelect;

function toAdminBanner(row: Row): AdminPopupBanner {
  return {
    _id: row.id,
    urlImage: row.urlImage,
    link: row.link,
    audiences: row.audiences as BannerAudienceName[],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function toValues(input: PopupBannerInput) {
  return {
    urlImage: input.urlImage,
    link: input.link,
    audiences: input.audiences,
    active: input.active,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

/**
 * Admin popup banners. The id is what the 2-day `popupCookie` remembers, so a new banner, or a new
 * image or link on an old one, gets a new id and shows again to members who closed the last one;
 * changing only its audiences, window or on/off keeps the id.
 */
export function createBannerAdmin(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async list(): Promise<AdminPopupBanner[]> {
      const rows = await db.select().from(popupBanners).orderBy(desc(popupBanners.createdAt));
      return rows.map(toAdminBanner);
    },

    create(actorUserId: string, input: PopupBannerInput) {
      return withTransaction(db, async (tx) => {
        const [row] = await tx.insert(popupBanners).values(toValues(input)).returning();
        await audit.record(
          {
            actorUserId,
            action: 'popup-banner.created',
            targetType: 'popup-banner',
            targetId: row.id,
            detail: { ...input },
          },
          tx,
        );
        return toAdminBanner(row);
      });
    },

    update(actorUserId: string, id: string, input: PopupBannerInput) {
      return withTransaction(db, async (tx) => {
        const [old] = await tx.select().from(popupBanners).where(eq(popupBanners.id, id)).for('update');
        if (!old) throw notFound();
        const renewed = old.urlImage !== input.urlImage || old.link !== input.link;
        const [row] = await tx
          .update(popupBanners)
          .set({
            ...toValues(input),
            ...(renewed ? { id: sql`gen_random_uuid()`, createdAt: sql`now()` } : {}),
          })
          .where(eq(popupBanners.id, id))
          .returning();
        await audit.record(
          {
            actorUserId,
            action: 'popup-banner.updated',
            targetType: 'popup-banner',
            targetId: row.id,
            detail: { ...input, previousId: renewed ? id : undefined },
          },
          tx,
        );
        return toAdminBanner(row);
      });
    },

    remove(actorUserId: string, id: string) {
      return withTransaction(db, async (tx) => {
        const [row] = await tx.delete(popupBanners).where(eq(popupBanners.id, id)).returning();
        if (!row) throw notFound();
        await audit.record(
          {
            actorUserId,
            action: 'popup-banner.deleted',
            targetType: 'popup-banner',
            targetId: id,
            detail: { urlImage: row.urlImage, link: row.link },
          },
          tx,
        );
      });
    },
  };
}
