import type { PopupBanner, Topbar } from '@booster/contracts';
import { type PACKAGE_NAMES, packageCatalogue } from '@booster/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import { pageContents, popupBanners } from './tables.ts';

export type BannerAudience = (typeof PACKAGE_NAMES)[number] | 'guest';

export function createContentService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async page(type: 'topbar'): Promise<Topbar> {
      const [row] = await db.select().from(pageContents).where(eq(pageContents.type, type)).limit(1);
      return {
        data: row
          ? { theme: row.theme, redirectUrl: row.redirectUrl, content: row.content, status: row.status }
          : null,
      };
    },

    /** The newest active banner for the audience, or null. */
    async popupBanner(audience: BannerAudience): Promise<PopupBanner> {
      const [row] = await db
        .select()
        .from(popupBanners)
        .where(and(eq(popupBanners.audience, audience), eq(popupBanners.active, true)))
        .orderBy(desc(popupBanners.createdAt))
        .limit(1);
      return row ? { _id: row.id, urlImage: row.urlImage, link: row.link } : null;
    },

    /** The package catalogue with limits and prices (@booster/domain billing.ts). */
    packages() {
      return packageCatalogue();
    },

    async upsertPage(
      ex: Executor,
      type: 'topbar',
      value: { theme: number; redirectUrl: string; content: string; status: boolean },
    ) {
      await ex
        .insert(pageContents)
        .values({ type, ...value })
        .onConflictDoUpdate({ target: pageContents.type, set: { ...value, updatedAt: new Date() } });
    },

    async addPopupBanner(ex: Executor, banner: { audience: BannerAudience; urlImage: string; link: string }) {
      await ex.insert(popupBanners).values(banner);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
