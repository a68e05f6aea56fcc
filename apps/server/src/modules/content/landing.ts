import { createHash } from 'node:crypto';
import type { LandingContent, LandingPage, LandingPageName } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { withTransaction } from '../../platform/db/index.ts';
import type { AuditService } from '../audit/index.ts';
import { landingPages } from './tables.ts';

/** A saved page and the ETag of exactly that answer. */
export type LandingAnswer = { body: LandingPage; etag: string };

function answer(
  page: LandingPageName,
  row: { content: LandingContent; updatedAt: Date } | undefined,
): LandingAnswer {
  const body: LandingPage = {
    page,
    content: row?.content ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
  const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  return { body, etag };
}

/**
 * The sections of `/` and `/affiliate`. Public reads are kept in memory per process for a few
 * seconds (the page is the busiest public request) and answered with an ETag, so a browser that has
 * the page asks again with If-None-Match and gets a 304.
 */
export function createLandingPages(deps: { db: Db; audit: AuditService; cacheMs?: number }) {
  const { db, audit } = deps;
  const cacheMs = deps.cacheMs ?? 5000;
  const cache = new Map<LandingPageName, { at: number; value: LandingAnswer }>();

  async function load(page: LandingPageName): Promise<LandingAnswer> {
    const [row] = await db.select().from(landingPages).where(eq(landingPages.page, page)).limit(1);
    return answer(page, row);
  }

  return {
    async get(page: LandingPageName): Promise<LandingAnswer> {
      const hit = cache.get(page);
      if (hit && Date.now() - hit.at < cacheMs) return hit.value;
      const value = await load(page);
      cache.set(page, { at: Date.now(), value });
      return value;
    },

    /** Fresh from the database (the admin editor). */
    load,

    async save(actorUserId: string, page: LandingPageName, content: LandingContent) {
      const value = await withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(landingPages)
          .values({ page, content })
          .onConflictDoUpdate({ target: landingPages.page, set: { content, updatedAt: new Date() } })
          .returning();
        await audit.record(
          { actorUserId, action: 'landing-page.updated', targetType: 'landing-page', targetId: page },
          tx,
        );
        return answer(page, row);
      });
      cache.set(page, { at: Date.now(), value });
      return value;
    },

    /** Every saved page as text, for the gallery's "is this image used" check. */
    async savedTexts(): Promise<{ place: string; text: string }[]> {
      const rows = await db.select().from(landingPages);
      return rows.map((r) => ({ place: `landing:${r.page}`, text: JSON.stringify(r.content) }));
    },
  };
}

export type LandingPages = ReturnType<typeof createLandingPages>;
