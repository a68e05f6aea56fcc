import { PACKAGE_NAMES } from '@booster/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/index.ts';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();

describe('public content', () => {
  it('answers data null for the top bar before anyone wrote it', async () => {
    const res = await t.current.api.get('/api/guest/page?type=topbar');
    expect(res.body).toEqual({ data: null });
  });

  describe('with content', () => {
    beforeAll(async () => {
      await withTransaction(t.current.database.db, async (tx) => {
        await t.current.container.content.service.upsertPage(tx, 'topbar', {
          theme: 3,
          redirectUrl: 'https://booster.test/promo',
          content: 'Promo akhir tahun',
          status: true,
        });
        await t.current.container.content.service.addPopupBanner(tx, {
          audiences: ['free'],
          urlImage: '/images/free.svg',
          link: '/pricing',
        });
      });
    });

    it('GET /api/guest/page?type=topbar', async () => {
      const res = await t.current.api.get('/api/guest/page?type=topbar');
      expect(res.body).toEqual({
        data: {
          theme: 3,
          redirectUrl: 'https://booster.test/promo',
          content: 'Promo akhir tahun',
          status: true,
        },
      });
    });

    it('GET /api/app/popup-banner per package, null when none', async () => {
      const free = await t.current.api.get<{ _id: string }>('/api/app/popup-banner?subscriptionPackage=free');
      expect(free.body).toMatchObject({ urlImage: '/images/free.svg', link: '/pricing' });
      const guest = await t.current.api.get('/api/app/popup-banner');
      expect(guest.status).toBe(200);
      expect(guest.body).toBeNull();
    });
  });

  it('refuses an unknown page type and package', async () => {
    expect((await t.current.api.get('/api/guest/page?type=footer')).status).toBe(400);
    expect((await t.current.api.get('/api/app/popup-banner?subscriptionPackage=gold')).status).toBe(400);
  });

  it('GET /api/guest/packages lists every package with its limits', async () => {
    const res =
      await t.current.api.get<{ name: string; chatLimit: number; canManageSubMembers: boolean }[]>(
        '/api/guest/packages',
      );
    expect(res.body.map((p) => p.name)).toEqual([...PACKAGE_NAMES]);
    expect(res.body.find((p) => p.name === 'premium')).toMatchObject({
      chatLimit: 3,
      canManageSubMembers: false,
    });
  });
});
