import type { BannerAudienceName, PopupBanner, Topbar, TopbarInput } from '@booster/contracts';
import { packageCatalogue } from '@booster/domain';
import { and, arrayContains, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import { pageContents, popupBanners } from './tables.ts';

export type BannerAudience = BannerAudienceName;

/** The public reads of the content module and the writes the seed makes. */
export function createContentService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async page(type: 'topbar', ex: Executor = db): Promise<Topbar> {
      const [row] = await ex.select().from(pageContents).where(eq(pageContents.type, type)).limit(1);
      return {
        data: row
          ? { theme: row.theme, redirectUrl: row.redirectUrl, content: row.content, status: row.status }
          : null,
      };
    },

    /** The newest active banner for the audience whose window holds now, or null. */
    async popupBanner(audience: BannerAudience): Promise<PopupBanner> {
      const now = sql`now()`;
      const [row] = await db
        .select()
        .from(popupBanners)
        .where(
          and(
            arrayContains(popupBanners.audiences, [audience]),
            eq(popupBanners.active, true),
            or(isNull(popupBanners.startsAt), lte(popupBanners.startsAt, now)),
            or(isNull(popupBanners.endsAt), gt(popupBanners.endsAt, now)),
          ),
        )
        .orderBy(desc(popupBanners.createdAt))
        .limit(1);
      return row ? { _id: row.id, urlImage: row.urlImage, link: row.link } : null;
    },

    /** The package catalogue with limits and prices (@booster/domain billing.ts). */
    packages() {
      return packageCatalogue();
    },

    async upsertPage(ex: Executor, type: 'topbar', value: TopbarInput) {
      await ex
        .insert(pageContents)
        .values({ type, ...value })
        .onConflictDoUpdate({ target: pageContents.type, set: { ...value, updatedAt: new Date() } });
    },

    async addPopupBanner(
      ex: Executor,
      banner: {
        audiences: BannerAudience[];
        urlImage: string;
        link: string;
        startsAt?: Date | null;
        endsAt?: Date | null;
      },
    ) {
      const [row] = await ex.insert(popupBanners).values(banner).returning();
      return row;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
