import type { AdminPopupBanner, LandingContent, LandingSections, Media } from '@booster/contracts';
import { adminContentRoutes, landingRoutes } from '@booster/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeStaffWith } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';

const t = useTestApp({ tempDataDir: 'booster-content-' });

let admin = '';
let adminId = '';
beforeAll(async () => {
  const user = await makeAdmin(t.current);
  adminId = user.id;
  admin = (await user.login()).accessToken;
});

async function auditActions(targetType: string) {
  const res = await t.current.api.get<{
    docs: { action: string; targetId: string | null; actor: { _id: string } }[];
  }>('/api/admin/audit-log?limit=100', { token: admin });
  return res.body.docs.filter((d) => d.action.startsWith(targetType));
}

function sections(title: string, imageUrl = ''): LandingSections {
  return {
    hero: {
      eyebrow: 'Booster',
      title,
      subtitle: 'Sub',
      imageUrl,
      primaryCta: 'Daftar',
      secondaryCta: '',
      points: ['Aman'],
      note: '',
    },
    features: { title: 'Fitur', subtitle: '', items: [{ title: 'Stok', description: 'Sinkron' }] },
    testimonials: {
      title: 'Kata mereka',
      items: [{ name: 'Sari', role: 'Seller', quote: 'Mantap', avatarUrl: '' }],
    },
    faq: { title: 'FAQ', items: [{ question: 'Aman?', answer: 'Ya' }] },
    cta: { title: 'Mulai', subtitle: '', button: 'Daftar' },
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a4fc0' } })
    .png()
    .toBuffer();

describe('admin-only', () => {
  it('every content admin route: guest 401, member 403, sub-member 403', async () => {
    const owner = await makeMember(t.current);
    const member = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    const id = '00000000-0000-4000-8000-000000000000';
    // Valid bodies, though who calls is checked first (platform/auth/admin-only.test.ts sweeps with empty ones).
    const banner = {
      urlImage: '/images/a.png',
      link: '',
      audiences: ['guest'],
      startsAt: null,
      endsAt: null,
      active: true,
    };
    const landing = { id: sections('A'), en: sections('B') };
    const upload = { fileName: 'a.png', contentType: 'image/png', data: 'iVBORw0KGgo=' };
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/content/topbar'],
      ['PUT', '/api/admin/content/topbar', { theme: 1, content: 'x', redirectUrl: '', status: true }],
      ['GET', '/api/admin/popup-banners'],
      ['POST', '/api/admin/popup-banners', banner],
      ['PUT', `/api/admin/popup-banners/${id}`, banner],
      ['DELETE', `/api/admin/popup-banners/${id}`],
      ['GET', '/api/admin/landing/main'],
      ['PUT', '/api/admin/landing/affiliate', landing],
      ['GET', '/api/admin/gallery'],
      ['POST', '/api/admin/gallery', upload],
      ['DELETE', `/api/admin/gallery/${id}`],
      ['POST', '/api/admin/notification/announce', { title: 'x', description: 'y', audience: 'all' }],
      ['GET', '/api/admin/notification/recipients'],
    ];
    for (const [method, url, payload] of calls) {
      const send = (token?: string) =>
        t.current.app.inject({
          method: method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(payload ? { payload: payload as object } : {}),
        });
      expect([url, (await send()).statusCode]).toEqual([url, 401]);
      expect([url, (await send(member)).statusCode]).toEqual([url, 403]);
      expect([url, (await send(staff)).statusCode]).toEqual([url, 403]);
    }
  });
});

describe('top bar', () => {
  it('saves what members then read publicly, with an audit entry', async () => {
    const body = {
      theme: 2,
      content: 'Diskon 50% hari ini',
      redirectUrl: 'https://booster.test/promo',
      status: true,
    };
    const saved = await t.current.api.route(adminContentRoutes.saveTopbar, { body, token: admin });
    expect(saved.body).toEqual({ data: body });
    const pub = await t.current.api.get('/api/guest/page?type=topbar');
    expect(pub.body).toEqual({ data: body });
    const [entry] = await auditActions('topbar');
    expect(entry).toMatchObject({ action: 'topbar.updated', actor: { _id: adminId } });

    const off = await t.current.api.route(adminContentRoutes.saveTopbar, {
      body: { ...body, status: false },
      token: admin,
    });
    expect(off.body.data?.status).toBe(false);
    expect(
      (await t.current.api.get<{ data: { status: boolean } }>('/api/guest/page?type=topbar')).body.data
        .status,
    ).toBe(false);
  });

  it('refuses a theme outside 1-4, empty content and a bad link with field messages', async () => {
    const res = await t.current.api.route(adminContentRoutes.saveTopbar, {
      body: { theme: 5, content: '  ', redirectUrl: 'javascript:alert(1)', status: true },
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(
      Object.keys((res.body as unknown as { details: { fields: object } }).details.fields).sort(),
    ).toEqual(['content', 'redirectUrl', 'theme']);
  });
});

describe('popup banners', () => {
  const base = { link: '/pricing', startsAt: null, endsAt: null, active: true };

  it('shows a banner to each of its audiences, guest included, only inside its window', async () => {
    const created = await t.current.api.route(adminContentRoutes.createBanner, {
      body: { ...base, urlImage: '/images/a.png', audiences: ['guest', 'medium'] },
      token: admin,
    });
    expect(created.status).toBe(200);
    const banner = created.body as AdminPopupBanner;
    const read = async (pkg: string) =>
      (await t.current.api.get<{ _id: string } | null>(`/api/app/popup-banner?subscriptionPackage=${pkg}`))
        .body;
    expect(await read('guest')).toEqual({ _id: banner._id, urlImage: '/images/a.png', link: '/pricing' });
    expect((await read('medium'))?._id).toBe(banner._id);
    expect(await read('platinum')).toBeNull();

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await t.current.api.route(adminContentRoutes.updateBanner, {
      params: { id: banner._id },
      body: { ...base, urlImage: '/images/a.png', audiences: ['guest', 'medium'], startsAt: later },
      token: admin,
    });
    // Only the window changed: the id (and so the members' cookie) stays.
    expect((scheduled.body as AdminPopupBanner)._id).toBe(banner._id);
    expect(await read('medium')).toBeNull();

    const past = new Date(Date.now() - 3_600_000).toISOString();
    await t.current.api.route(adminContentRoutes.updateBanner, {
      params: { id: banner._id },
      body: {
        ...base,
        urlImage: '/images/a.png',
        audiences: ['guest', 'medium'],
        endsAt: past,
        startsAt: null,
      },
      token: admin,
    });
    expect(await read('medium')).toBeNull();
  });

  it('a new image gives the banner a new id so a closed banner shows again; delete removes it', async () => {
    const first = (
      await t.current.api.route(adminContentRoutes.createBanner, {
        body: { ...base, urlImage: '/images/one.png', audiences: ['platinum'] },
        token: admin,
      })
    ).body as AdminPopupBanner;
    const renewed = (
      await t.current.api.route(adminContentRoutes.updateBanner, {
        params: { id: first._id },
        body: { ...base, urlImage: '/images/two.png', audiences: ['platinum'] },
        token: admin,
      })
    ).body as AdminPopupBanner;
    expect(renewed._id).not.toBe(first._id);
    const pub = await t.current.api.get<{ _id: string }>(
      '/api/app/popup-banner?subscriptionPackage=platinum',
    );
    expect(pub.body).toEqual({ _id: renewed._id, urlImage: '/images/two.png', link: '/pricing' });
    const gone = await t.current.api.route(adminContentRoutes.updateBanner, {
      params: { id: first._id },
      body: { ...base, urlImage: '/images/two.png', audiences: ['platinum'] },
      token: admin,
    });
    expect(gone.status).toBe(404);

    const del = await t.current.api.route(adminContentRoutes.deleteBanner, {
      params: { id: renewed._id },
      token: admin,
    });
    expect(del.body).toEqual({ message: 'success' });
    expect((await t.current.api.get('/api/app/popup-banner?subscriptionPackage=platinum')).body).toBeNull();
    const list = await t.current.api.route(adminContentRoutes.banners, { token: admin });
    expect((list.body as AdminPopupBanner[]).map((b) => b._id)).not.toContain(renewed._id);
    const actions = (await auditActions('popup-banner')).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['popup-banner.created', 'popup-banner.updated', 'popup-banner.deleted']),
    );
  });

  it('refuses no audience, an unknown package and an end before the start', async () => {
    const res = await t.current.api.route(adminContentRoutes.createBanner, {
      body: {
        ...base,
        urlImage: '/images/x.png',
        audiences: [],
        startsAt: '2026-05-02T00:00:00Z',
        endsAt: '2026-05-01T00:00:00Z',
      },
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(
      Object.keys((res.body as unknown as { details: { fields: object } }).details.fields).sort(),
    ).toEqual(['audiences', 'endsAt']);
    const gold = await t.current.app.inject({
      method: 'POST',
      url: '/api/admin/popup-banners',
      headers: { authorization: `Bearer ${admin}` },
      payload: { ...base, urlImage: '/images/x.png', audiences: ['gold'] },
    });
    expect(gold.statusCode).toBe(400);
  });
});

describe('landing pages', () => {
  it('answers null before anything is saved, then the saved sections with an ETag and a 304', async () => {
    const empty = await t.current.api.route(landingRoutes.get, { params: { page: 'affiliate' } });
    expect(empty.body).toEqual({ page: 'affiliate', content: null, updatedAt: null });

    const content: LandingContent = { id: sections('Jualan makin laris'), en: sections('Sell more') };
    const saved = await t.current.api.route(adminContentRoutes.saveLanding, {
      params: { page: 'affiliate' },
      body: content,
      token: admin,
    });
    expect(saved.body).toMatchObject({ page: 'affiliate', content });

    const pub = await t.current.app.inject({ method: 'GET', url: '/api/guest/landing/affiliate' });
    expect(pub.json()).toMatchObject({ page: 'affiliate', content });
    expect(pub.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = pub.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.current.app.inject({
      method: 'GET',
      url: '/api/guest/landing/affiliate',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The main page is its own document.
    expect(
      (await t.current.api.route(landingRoutes.get, { params: { page: 'main' } })).body.content,
    ).toBeNull();

    const next = await t.current.api.route(adminContentRoutes.saveLanding, {
      params: { page: 'affiliate' },
      body: { ...content, id: sections('Judul baru') },
      token: admin,
    });
    expect(next.status).toBe(200);
    const changed = await t.current.app.inject({
      method: 'GET',
      url: '/api/guest/landing/affiliate',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().content.id.hero.title).toBe('Judul baru');
    expect((await auditActions('landing-page'))[0]).toMatchObject({
      action: 'landing-page.updated',
      targetId: 'affiliate',
    });
  });

  it('refuses an unknown page and a section without its title', async () => {
    expect((await t.current.app.inject({ method: 'GET', url: '/api/guest/landing/footer' })).statusCode).toBe(
      400,
    );
    const bad = sections('');
    const res = await t.current.api.route(adminContentRoutes.saveLanding, {
      params: { page: 'main' },
      body: { id: bad, en: sections('ok') },
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(
      (res.body as unknown as { details: { fields: Record<string, string> } }).details.fields,
    ).toHaveProperty(['id.hero.title']);
  });
});

describe('gallery', () => {
  const upload = async (name: string, data: Buffer, contentType = 'image/png' as const) =>
    t.current.api.route(adminContentRoutes.upload, {
      body: { fileName: name, contentType, data: data.toString('base64') },
      token: admin,
    });

  it('keeps a big image at most 1920 px wide, serves it, finds it by name', async () => {
    const res = await upload('hero-lebar.png', await png(3000, 1500));
    expect(res.status).toBe(200);
    const media = res.body as Media;
    expect(media).toMatchObject({ name: 'hero-lebar.png', width: 1920, height: 960, usedIn: [] });
    const file = await t.current.app.inject({ method: 'GET', url: new URL(media.url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 960]);

    const small = (await upload('ikon.png', await png(64, 64))).body as Media;
    expect([small.width, small.height]).toEqual([64, 64]);

    const found = await t.current.api.route(adminContentRoutes.gallery, {
      query: { search: 'lebar' },
      token: admin,
    });
    expect((found.body as { docs: Media[] }).docs.map((d) => d._id)).toEqual([media._id]);
  });

  it('refuses a file that is not the image it claims and one over 5 MB', async () => {
    const fake = await upload('virus.png', Buffer.from('MZ this is not a png at all'));
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual(
      errorBody(400, 'VALIDATION_FAILED', 'File harus berupa gambar JPG, PNG atau WEBP', {
        fields: { data: 'File harus berupa gambar JPG, PNG atau WEBP' },
      }),
    );
    // Right signature, broken body: sharp cannot decode it.
    const header = (await png(10, 10)).subarray(0, 40);
    expect((await upload('rusak.png', Buffer.concat([header, Buffer.alloc(100)]))).status).toBe(400);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    (await png(1, 1)).copy(big);
    const res = await upload('besar.png', big);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toBe('Ukuran gambar maksimal 5 MB');
  });

  it('deletes only an image nothing uses', async () => {
    const media = (await upload('banner-promo.png', await png(800, 400))).body as Media;
    const banner = (
      await t.current.api.route(adminContentRoutes.createBanner, {
        body: {
          urlImage: media.url,
          link: '',
          audiences: ['free'],
          startsAt: null,
          endsAt: null,
          active: true,
        },
        token: admin,
      })
    ).body as AdminPopupBanner;
    await t.current.api.route(adminContentRoutes.saveLanding, {
      params: { page: 'main' },
      body: { id: sections('Hero', media.url), en: sections('Hero') },
      token: admin,
    });

    const listed = await t.current.api.route(adminContentRoutes.gallery, {
      query: { search: 'banner-promo' },
      token: admin,
    });
    expect((listed.body as { docs: Media[] }).docs[0].usedIn.sort()).toEqual([
      'landing:main',
      'popup-banner',
    ]);
    const refused = await t.current.api.route(adminContentRoutes.deleteMedia, {
      params: { id: media._id },
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'MEDIA_IN_USE',
      details: { usedIn: ['popup-banner', 'landing:main'] },
    });

    await t.current.api.route(adminContentRoutes.deleteBanner, { params: { id: banner._id }, token: admin });
    await t.current.api.route(adminContentRoutes.saveLanding, {
      params: { page: 'main' },
      body: { id: sections('Hero'), en: sections('Hero') },
      token: admin,
    });
    const ok = await t.current.api.route(adminContentRoutes.deleteMedia, {
      params: { id: media._id },
      token: admin,
    });
    expect(ok.body).toEqual({ message: 'success' });
    expect((await t.current.app.inject({ method: 'GET', url: new URL(media.url).pathname })).statusCode).toBe(
      404,
    );
    const again = await t.current.api.route(adminContentRoutes.deleteMedia, {
      params: { id: media._id },
      token: admin,
    });
    expect(again.status).toBe(404);
    expect((await auditActions('gallery')).map((a) => a.action)).toEqual(
      expect.arrayContaining(['gallery.uploaded', 'gallery.deleted']),
    );
  });
});
