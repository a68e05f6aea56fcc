import type { Db } from '../../platform/db/index.ts';
import type { UsageSource } from './gallery.ts';
import type { LandingPages } from './landing.ts';
import { pageContents, popupBanners } from './tables.ts';

/** Every saved text an image URL can stand in: the top bar, each popup banner, each landing page. */
export function contentUsageSources(db: Db, landing: LandingPages): UsageSource[] {
  return [
    async () =>
      (await db.select().from(pageContents)).map((r) => ({
        place: r.type,
        text: `${r.content} ${r.redirectUrl}`,
      })),
    async () =>
      (await db.select().from(popupBanners)).map((r) => ({
        place: 'popup-banner',
        text: `${r.urlImage} ${r.link}`,
      })),
    () => landing.savedTexts(),
  ];
}
