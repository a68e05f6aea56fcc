import { researchQuotaRoutes } from '@booster/contracts';
import { access, FREE_RESEARCH_DAILY_QUOTA } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { requireCtx } from '../../platform/auth/index.ts';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeStaffWith } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';
import { createResearchQuota, jakartaMidnightAfter } from './quota.ts';

/** A probe that spends one keyword analysis, as the keyword page's routes do. */
const t = useTestApp({
  extend: (app, { container }) => {
    app.post('/api/test/research-use', { config: { access: access.menu('research') } }, async (req) =>
      container.research.quota.consume(container.database.db, requireCtx(req), 'keywordAnalysis'),
    );
  },
});

const status = (token: string) => t.current.api.route(researchQuotaRoutes.status, { token });
const spend = (token: string, lang = 'id') =>
  t.current.api.post<Record<string, unknown>>(
    '/api/test/research-use',
    {},
    { token, headers: { 'accept-language': lang } },
  );

describe('free member research quota', () => {
  it('counts each use, refuses the one past the daily limit with a clear message, in both languages', async () => {
    const member = await makeMember(t.current);
    const { accessToken } = await member.login();
    const limit = FREE_RESEARCH_DAILY_QUOTA.keywordAnalysis;
    for (let i = 1; i <= limit; i++) {
      const res = await spend(accessToken);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ kind: 'keywordAnalysis', limit, used: i, remaining: limit - i });
    }
    const refused = await spend(accessToken);
    const resetsAt = jakartaMidnightAfter(Date.now());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(
      errorBody(
        429,
        'RESEARCH_QUOTA_EXCEEDED',
        `Kuota harian Analisis Kata Kunci akun Free sudah habis (${limit} kali per hari). Coba lagi besok atau upgrade akun anda.`,
        { kind: 'keywordAnalysis', limit, used: limit, resetsAt },
      ),
    );
    const english = await spend(accessToken, 'en');
    expect(english.body.message).toBe(
      `Your Free account's daily Keyword Analysis quota is used up (${limit} per day). Try again tomorrow or upgrade your account.`,
    );

    const quota = await status(accessToken);
    expect(quota.status).toBe(200);
    expect(quota.body.quota).toEqual([
      {
        kind: 'popular',
        limit: FREE_RESEARCH_DAILY_QUOTA.popular,
        used: 0,
        remaining: FREE_RESEARCH_DAILY_QUOTA.popular,
        resetsAt,
      },
      { kind: 'keywordAnalysis', limit, used: limit, remaining: 0, resetsAt },
      {
        kind: 'generateTitle',
        limit: FREE_RESEARCH_DAILY_QUOTA.generateTitle,
        used: 0,
        remaining: FREE_RESEARCH_DAILY_QUOTA.generateTitle,
        resetsAt,
      },
    ]);
  });

  it('does not let two requests at once take the last use', async () => {
    const member = await makeMember(t.current);
    const { accessToken } = await member.login();
    const limit = FREE_RESEARCH_DAILY_QUOTA.keywordAnalysis;
    const answers = await Promise.all(Array.from({ length: limit + 4 }, () => spend(accessToken)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
  });

  it('starts again at midnight in Jakarta and gives a use back when the work it paid for rolls back', async () => {
    const member = await makeMember(t.current);
    const subject = { accountId: member.id, package: 'free' as const, locale: 'id' as const };
    // 16:59:59 UTC is 23:59:59 in Jakarta; one second later is the next day there.
    let now = Date.parse('2026-11-24T16:59:59Z');
    const quota = createResearchQuota(() => now);
    const db = t.current.database.db;
    for (let i = 0; i < FREE_RESEARCH_DAILY_QUOTA.popular; i++) await quota.consume(db, subject, 'popular');
    await expect(quota.consume(db, subject, 'popular')).rejects.toMatchObject({
      code: 'RESEARCH_QUOTA_EXCEEDED',
    });
    now += 1000;
    expect(jakartaMidnightAfter(now)).toBe('2026-11-25T17:00:00.000Z');
    await expect(
      db.transaction(async (tx) => {
        await quota.consume(tx, subject, 'popular');
        throw new Error('the search failed');
      }),
    ).rejects.toThrow('the search failed');
    expect((await quota.status(db, subject))[0]).toMatchObject({ kind: 'popular', used: 0 });
    expect(await quota.consume(db, subject, 'popular')).toMatchObject({
      used: 1,
      remaining: FREE_RESEARCH_DAILY_QUOTA.popular - 1,
    });
  });

  it('has no limit for paid packages', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken } = await member.login();
    for (let i = 0; i < FREE_RESEARCH_DAILY_QUOTA.keywordAnalysis + 2; i++) {
      expect((await spend(accessToken)).body).toMatchObject({ limit: null, remaining: null });
    }
    expect((await status(accessToken)).body.quota.every((q) => q.limit === null && q.used === 0)).toBe(true);
  });

  it('is refused without login (401) and to a sub-member without the research menu (403)', async () => {
    expect((await t.current.api.route(researchQuotaRoutes.status, {})).status).toBe(401);
    const owner = await makeMember(t.current, { package: 'platinum' });
    const staff = await makeStaffWith(t.current, owner, 'order');
    const refused = await status((await staff.login()).accessToken);
    expect(refused.body).toEqual(
      errorBody(403, 'FEATURE_NOT_ALLOWED', 'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini'),
    );
    const researcher = await makeStaffWith(t.current, owner, 'research');
    expect((await status((await researcher.login()).accessToken)).status).toBe(200);
  });
});
