import {
  type Frame,
  type FrameBody,
  type FrameListing,
  type FrameRun,
  frameRoutes,
  type Shop,
} from '@booster/contracts';
import { DEFAULT_FRAME_TEMPLATE } from '@booster/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { type Account, makeConnectedShop } from '../../test/builders.ts';
import { makeMember, makeRole, makeSubMember, menuWith } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';
import { connectTokopedia, sandboxControl } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxListing = { id: string; images: string[] };

const templateBody = (name = 'Promo'): FrameBody => ({
  name,
  source: { kind: 'template', template: DEFAULT_FRAME_TEMPLATE },
});

/** A transparent PNG with a red ring, `edge` pixels a side, as base64. */
async function ringPng(edge: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}"><rect x="10" y="10" width="${edge - 20}" height="${edge - 20}" fill="none" stroke="#ff0000" stroke-width="20"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Decoded RGB pixels of an image, `size` × `size`. */
async function pixels(image: Buffer, size: number) {
  const { data, info } = await sharp(image, { density: 300 })
    .resize(size, size, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

const meanDifference = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
};

describe('product frames on Shopee', () => {
  let owner: { id: string };
  let account: Account;
  let shop: Shop;
  let listings: FrameListing[];

  const sandboxListing = async (externalId: string) =>
    (await (
      await fetch(`${t.current.config.appUrl}/sandbox/_control/products/shopee/${shop.shopid}/${externalId}`)
    ).json()) as SandboxListing;
  const sandboxImage = (path: string) => download(`${t.current.config.appUrl}/sandbox${path}`);
  /** What a framed cover must look like: the photo fitted on white at 1024², the frame drawn over it. */
  const framedLike = async (photoPath: string, frame: Frame) =>
    sharp(await sandboxImage(photoPath), { density: 300 })
      .resize(1024, 1024, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .composite([{ input: await download(frame.imageUrl) }])
      .png()
      .toBuffer();

  const createFrame = async (body: FrameBody = templateBody()) => {
    const res = await t.current.api.route(frameRoutes.create, {
      params: { marketplace: 'shopee' },
      body,
      token: account.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Frame;
  };

  async function runToEnd(started: {
    status: number;
    body: unknown;
  }): Promise<{ first: FrameRun; done: FrameRun }> {
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const first = started.body as FrameRun;
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const done = await t.current.api.route(frameRoutes.run, {
      params: { marketplace: 'shopee', id: first._id },
      token: account.token,
    });
    return { first, done: done.body as FrameRun };
  }

  const externalIdOf = async (listingId: string) =>
    (
      await t.current.api.get<{ externalId: string }>(`/api/app/product/shopee/${listingId}`, {
        token: account.token,
      })
    ).body.externalId;

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    owner = member;
    account = { token: (await member.login()).accessToken };
    shop = await makeConnectedShop(t.current, account, 'shopee');
    listings = (
      await t.current.api.route(frameRoutes.listings, {
        params: { marketplace: 'shopee' },
        query: { limit: 10 },
        token: account.token,
      })
    ).body.docs;
    expect(listings.length).toBeGreaterThanOrEqual(6);
  });

  it('draws a template frame as a transparent PNG at Shopee cover size', async () => {
    const frame = await createFrame(templateBody('Gratis Ongkir'));
    expect(frame).toMatchObject({ name: 'Gratis Ongkir', kind: 'template', size: 1024, framedCount: 0 });
    const png = await download(frame.imageUrl);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 1024, hasAlpha: true });
    // The middle is see-through, the border is the template's colour (#EE4D2D).
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 1024 + x) * 4, (y * 1024 + x) * 4 + 4)];
    expect(at(512, 512)[3]).toBe(0);
    expect(at(5, 512)).toEqual([0xee, 0x4d, 0x2d, 255]);
    const list = await t.current.api.route(frameRoutes.list, {
      params: { marketplace: 'shopee' },
      token: account.token,
    });
    expect(list.body.map((f) => f._id)).toContain(frame._id);
  });

  it('takes an uploaded transparent PNG and refuses what is not one, with the field', async () => {
    const uploaded = await createFrame({
      name: 'Ring',
      source: { kind: 'upload', data: await ringPng(400) },
    });
    expect(uploaded).toMatchObject({ kind: 'upload', template: null, size: 1024 });
    expect(await sharp(await download(uploaded.imageUrl)).metadata()).toMatchObject({
      width: 1024,
      height: 1024,
    });

    const post = (body: unknown, marketplace = 'shopee') =>
      t.current.api.post(`/api/app/frame/${marketplace}`, body, { token: account.token });
    const jpeg = (
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const opaquePng = (
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const fieldOf = async (body: unknown, marketplace?: string) => {
      const res = await post(body, marketplace);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return (res.body as { details: { fields: Record<string, string> } }).details.fields;
    };
    expect(await fieldOf({ name: 'x', source: { kind: 'upload', data: jpeg } })).toEqual({
      'source.data': 'File frame harus berupa PNG dengan latar transparan',
    });
    expect(await fieldOf({ name: 'x', source: { kind: 'upload', data: opaquePng } })).toEqual({
      'source.data': 'File frame harus berupa PNG dengan latar transparan',
    });
    expect(await fieldOf({ name: 'x', source: { kind: 'upload', data: await ringPng(120) } })).toEqual({
      'source.data': 'Ukuran frame minimal 300 × 300 piksel',
    });
    const huge = Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64');
    expect(await fieldOf({ name: 'x', source: { kind: 'upload', data: huge } })).toEqual({
      'source.data': 'Ukuran file frame maksimal 2 MB',
    });
    const badColour = structuredClone(DEFAULT_FRAME_TEMPLATE);
    badColour.border.colour = 'red';
    expect(await fieldOf({ name: 'x', source: { kind: 'template', template: badColour } })).toMatchObject({
      'source.template.border.colour': 'Warna harus berupa kode hex, mis. #EE4D2D',
    });
    expect(await fieldOf(templateBody(), 'lazada')).toHaveProperty('marketplace');
  });

  it("puts the composed frame on the platform's cover and restores the original when it comes off", async () => {
    const frame = await createFrame();
    const listing = listings[0];
    const externalId = await externalIdOf(listing._id);
    const before = await sandboxListing(externalId);
    const originalPath = before.images[0];

    const { first, done } = await runToEnd(
      await t.current.api.route(frameRoutes.apply, {
        params: { marketplace: 'shopee' },
        body: { frameId: frame._id, listingIds: [listing._id] },
        token: account.token,
      }),
    );
    expect(first).toMatchObject({ kind: 'apply', status: 'running', total: 1, succeeded: 0 });
    expect(done).toMatchObject({ kind: 'apply', status: 'done', total: 1, succeeded: 1, failed: 0 });

    // What the Shopee shop holds now: a new cover, the other images untouched, pixels = photo + frame.
    const after = await sandboxListing(externalId);
    expect(after.images[0]).not.toBe(originalPath);
    expect(after.images.slice(1)).toEqual(before.images.slice(1));
    const framed = await sandboxImage(after.images[0]);
    expect(await sharp(framed).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 1024 });
    const expected = await framedLike(originalPath, frame);
    const got = await pixels(framed, 1024);
    expect(meanDifference(got.data, (await pixels(expected, 1024)).data)).toBeLessThan(2);
    // And it is not just the photo: the border differs from the bare photo.
    expect(
      meanDifference(got.data, (await pixels(await sandboxImage(originalPath), 1024)).data),
    ).toBeGreaterThan(10);

    const view = await t.current.api.route(frameRoutes.listings, {
      params: { marketplace: 'shopee' },
      query: { filter: 'framed' },
      token: account.token,
    });
    expect(view.body.docs.find((d) => d._id === listing._id)?.frame).toMatchObject({
      frameId: frame._id,
      frameName: 'Promo',
    });

    // Framing again does not frame the framed cover: it starts from the kept original.
    const again = await runToEnd(
      await t.current.api.route(frameRoutes.apply, {
        params: { marketplace: 'shopee' },
        body: { frameId: frame._id, listingIds: [listing._id] },
        token: account.token,
      }),
    );
    expect(again.done).toMatchObject({ succeeded: 1 });
    const reframed = await sandboxImage((await sandboxListing(externalId)).images[0]);
    expect(meanDifference((await pixels(reframed, 1024)).data, got.data)).toBeLessThan(2);

    const removed = await runToEnd(
      await t.current.api.route(frameRoutes.unframe, {
        params: { marketplace: 'shopee' },
        body: { listingIds: [listing._id] },
        token: account.token,
      }),
    );
    expect(removed.done).toMatchObject({ kind: 'remove', status: 'done', succeeded: 1, failed: 0 });
    expect((await sandboxListing(externalId)).images).toEqual(before.images);

    // Nothing left to take off: the run reports it per product.
    const twice = await runToEnd(
      await t.current.api.route(frameRoutes.unframe, {
        params: { marketplace: 'shopee' },
        body: { listingIds: [listing._id] },
        token: account.token,
      }),
    );
    expect(twice.done.failures).toEqual([
      expect.objectContaining({
        subjectId: listing._id,
        label: listing.name,
        source: shop.shopname,
        failure: { code: 'notFramed', params: {} },
      }),
    ]);
  });

  it('frames many covers in one run with progress, and the result names each product', async () => {
    const frame = await createFrame(templateBody('Massal'));
    const chosen = listings.slice(1, 5);
    const { first, done } = await runToEnd(
      await t.current.api.route(frameRoutes.apply, {
        params: { marketplace: 'shopee' },
        body: { frameId: frame._id, listingIds: chosen.map((l) => l._id) },
        token: account.token,
      }),
    );
    expect(first).toMatchObject({ status: 'running', total: 4, succeeded: 0, failed: 0 });
    expect(done).toMatchObject({ status: 'done', total: 4, succeeded: 4, failed: 0, failures: [] });
    for (const l of chosen) {
      const cover = (await sandboxListing(await externalIdOf(l._id))).images[0];
      expect(cover).toMatch(/^\/_assets\/uploads\//);
    }
    const detail = await t.current.api.route(frameRoutes.detail, {
      params: { marketplace: 'shopee', id: frame._id },
      token: account.token,
    });
    expect(detail.body.framedCount).toBe(4);

    // Deleting the frame keeps the covers restorable.
    const deleted = await t.current.api.route(frameRoutes.remove, {
      params: { marketplace: 'shopee', id: frame._id },
      token: account.token,
    });
    expect(deleted.body).toEqual({ deleted: true });
    const restored = await runToEnd(
      await t.current.api.route(frameRoutes.unframe, {
        params: { marketplace: 'shopee' },
        body: { listingIds: chosen.map((l) => l._id) },
        token: account.token,
      }),
    );
    expect(restored.done).toMatchObject({ succeeded: 4, failed: 0 });
  });

  it('retries a product the platform answers with 5xx and still frames the original once', async () => {
    const frame = await createFrame(templateBody('Retry'));
    const listing = listings[5];
    const externalId = await externalIdOf(listing._id);
    const originalPath = (await sandboxListing(externalId)).images[0];
    // The read-back after the edit fails past the adapter's own retries: the job runs again.
    await sandboxControl(t.current, 'faults', {
      platform: 'shopee',
      pathContains: 'get_item_base_info',
      status: 503,
      times: 4,
    });
    const { done } = await runToEnd(
      await t.current.api.route(frameRoutes.apply, {
        params: { marketplace: 'shopee' },
        body: { frameId: frame._id, listingIds: [listing._id] },
        token: account.token,
      }),
    );
    expect(done).toMatchObject({ succeeded: 1, failed: 0 });
    const framed = await sandboxImage((await sandboxListing(externalId)).images[0]);
    const expected = await framedLike(originalPath, frame);
    expect(
      meanDifference((await pixels(framed, 1024)).data, (await pixels(expected, 1024)).data),
    ).toBeLessThan(2);
    const view = await t.current.api.route(frameRoutes.listings, {
      params: { marketplace: 'shopee' },
      query: { filter: 'framed' },
      token: account.token,
    });
    expect(view.body.docs.find((d) => d._id === listing._id)?.frame?.originalCover).toContain(originalPath);
  });

  it("answers 404 for another account's frame, listing or run, and starts nothing", async () => {
    const frame = await createFrame();
    const other = await makeMember(t.current, { package: 'premium' });
    const otherToken = (await other.login()).accessToken;
    const notFound = errorBody(404, 'NOT_FOUND', 'Data tidak ditemukan');
    const detail = await t.current.api.route(frameRoutes.detail, {
      params: { marketplace: 'shopee', id: frame._id },
      token: otherToken,
    });
    expect([detail.status, detail.body]).toEqual([404, notFound]);
    const otherFrame = (
      await t.current.api.route(frameRoutes.create, {
        params: { marketplace: 'shopee' },
        body: templateBody(),
        token: otherToken,
      })
    ).body as Frame;
    const apply = await t.current.api.route(frameRoutes.apply, {
      params: { marketplace: 'shopee' },
      body: { frameId: otherFrame._id, listingIds: [listings[5]._id] },
      token: otherToken,
    });
    expect([apply.status, apply.body]).toEqual([404, notFound]);
    // The frame exists on Shopee only: the same id under Tokopedia is unknown.
    const elsewhere = await t.current.api.route(frameRoutes.detail, {
      params: { marketplace: 'tokopedia', id: frame._id },
      token: account.token,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('lets a sub-member in only with the frame sub-menu', async () => {
    const withFrame = await makeSubMember(
      t.current,
      owner,
      await makeRole(t.current, owner, menuWith('product')),
    );
    const withoutFrame = await makeSubMember(
      t.current,
      owner,
      await makeRole(
        t.current,
        owner,
        menuWith('product').map((m) =>
          m.key === 'product'
            ? { ...m, subMenu: m.subMenu.map((s) => (s.key === 'frame' ? { ...s, enabled: false } : s)) }
            : m,
        ),
      ),
    );
    const list = async (user: { login(): Promise<{ accessToken: string }> }) =>
      t.current.api.route(frameRoutes.list, {
        params: { marketplace: 'shopee' },
        token: (await user.login()).accessToken,
      });
    expect((await list(withFrame)).status).toBe(200);
    const refused = await list(withoutFrame);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FEATURE_NOT_ALLOWED' });
  });
});

describe('product frames on Tokopedia', () => {
  it('frames a Tokopedia cover at its own size through the TikTok Shop API and restores it', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const token = (await member.login()).accessToken;
    const shop = await connectTokopedia(t.current, token, {
      shopname: 'Toko Bingkai',
      shopdomain: 'https://www.tokopedia.com/tokobingkai',
    });
    const imported = await t.current.api.post(
      '/api/app/marketplace/tokopedia/import',
      { id: shop._id },
      { token },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const [listing] = (
      await t.current.api.route(frameRoutes.listings, { params: { marketplace: 'tokopedia' }, token })
    ).body.docs;
    const externalId = (
      await t.current.api.get<{ externalId: string }>(`/api/app/product/tokopedia/${listing._id}`, { token })
    ).body.externalId;
    const onPlatform = async () =>
      (await (
        await fetch(
          `${t.current.config.appUrl}/sandbox/_control/products/tokopedia/${shop.shopid}/${externalId}`,
        )
      ).json()) as SandboxListing;
    const before = await onPlatform();

    const frame = (
      await t.current.api.route(frameRoutes.create, {
        params: { marketplace: 'tokopedia' },
        body: templateBody('COD'),
        token,
      })
    ).body as Frame;
    expect(frame.size).toBe(1000);
    const started = await t.current.api.route(frameRoutes.apply, {
      params: { marketplace: 'tokopedia' },
      body: { frameId: frame._id, listingIds: [listing._id] },
      token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const framedPath = (await onPlatform()).images[0];
    expect(framedPath).not.toBe(before.images[0]);
    const framed = await download(`${t.current.config.appUrl}/sandbox${framedPath}`);
    expect(await sharp(framed).metadata()).toMatchObject({ width: 1000, height: 1000 });

    await t.current.api.route(frameRoutes.unframe, {
      params: { marketplace: 'tokopedia' },
      body: { listingIds: [listing._id] },
      token,
    });
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    expect((await onPlatform()).images).toEqual(before.images);
  });
});
