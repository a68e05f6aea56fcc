import type { Frame, FrameBody, FrameListing } from '@booster/contracts';
import { type FrameMarketplace, frameCoverPx, pageMeta } from '@booster/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, rowWhere, withTransaction } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { ProductsModule } from '../products/index.ts';
import { normaliseUpload, renderTemplate } from './frame-image.ts';
import { framedCovers, productFrames } from './tables.ts';

type FrameRow = typeof productFrames.$inferSelect;
export type FramedRow = typeof framedCovers.$inferSelect;

export type FramesDeps = { db: Db; storage: FileStorage; products: ProductsModule };

/** Frames of an account (create, edit, delete) and the listings the frame pages show. */
export function createFramesService(deps: FramesDeps) {
  const { db, storage, products } = deps;

  async function framedCounts(accountId: string, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ frameId: framedCovers.frameId, n: count() })
      .from(framedCovers)
      .where(and(eq(framedCovers.accountId, accountId), inArray(framedCovers.frameId, ids)))
      .groupBy(framedCovers.frameId);
    return new Map(rows.map((r) => [r.frameId as string, r.n]));
  }

  const toFrame = (row: FrameRow, framedCount: number): Frame => ({
    _id: row.id,
    marketplace: row.marketplace,
    name: row.name,
    kind: row.kind,
    template: row.template ?? null,
    imageUrl: storage.urlOf(row.imageKey),
    size: row.size,
    framedCount,
    updatedAt: row.updatedAt.toISOString(),
  });

  /** The account's frame on this marketplace; anything else is 404. */
  async function findFrame(accountId: string, marketplace: FrameMarketplace, id: string): Promise<FrameRow> {
    const row = await rowWhere(db, productFrames, { id, accountId, marketplace });
    if (!row) throw notFound();
    return row;
  }

  /** The overlay PNG of a body, at the marketplace's cover size, stored; answers its key. */
  async function storeOverlay(marketplace: FrameMarketplace, body: FrameBody) {
    const size = frameCoverPx(marketplace);
    const png =
      body.source.kind === 'template'
        ? await renderTemplate(body.source.template, size)
        : await normaliseUpload(body.source.data, size);
    const stored = await storage.putImage('frames', 'image/png', png);
    return { key: stored.key, size };
  }

  async function detail(accountId: string, marketplace: FrameMarketplace, id: string): Promise<Frame> {
    const row = await findFrame(accountId, marketplace, id);
    return toFrame(row, (await framedCounts(accountId, [row.id])).get(row.id) ?? 0);
  }

  return {
    findFrame,
    overlayOf: async (row: FrameRow): Promise<Uint8Array> => {
      const file = await storage.get(row.imageKey);
      if (!file) throw notFound();
      return file.data;
    },

    async list(ctx: RequestContext, marketplace: FrameMarketplace): Promise<Frame[]> {
      const rows = await db
        .select()
        .from(productFrames)
        .where(and(eq(productFrames.accountId, ctx.accountId), eq(productFrames.marketplace, marketplace)))
        .orderBy(desc(productFrames.updatedAt));
      const counts = await framedCounts(
        ctx.accountId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toFrame(r, counts.get(r.id) ?? 0));
    },

    detail: (ctx: RequestContext, marketplace: FrameMarketplace, id: string) =>
      detail(ctx.accountId, marketplace, id),

    async create(ctx: RequestContext, marketplace: FrameMarketplace, body: FrameBody): Promise<Frame> {
      const overlay = await storeOverlay(marketplace, body);
      const [row] = await db
        .insert(productFrames)
        .values({
          accountId: ctx.accountId,
          marketplace,
          name: body.name,
          kind: body.source.kind,
          template: body.source.kind === 'template' ? body.source.template : null,
          imageKey: overlay.key,
          size: overlay.size,
        })
        .returning();
      return toFrame(row, 0);
    },

    async update(ctx: RequestContext, marketplace: FrameMarketplace, id: string, body: FrameBody) {
      const before = await findFrame(ctx.accountId, marketplace, id);
      const overlay = await storeOverlay(marketplace, body);
      await db
        .update(productFrames)
        .set({
          name: body.name,
          kind: body.source.kind,
          template: body.source.kind === 'template' ? body.source.template : null,
          imageKey: overlay.key,
          size: overlay.size,
          updatedAt: new Date(),
        })
        .where(eq(productFrames.id, before.id));
      await storage.remove(before.imageKey);
      return detail(ctx.accountId, marketplace, id);
    },

    async remove(ctx: RequestContext, marketplace: FrameMarketplace, id: string) {
      const row = await findFrame(ctx.accountId, marketplace, id);
      await withTransaction(db, (tx) => tx.delete(productFrames).where(eq(productFrames.id, row.id)));
      await storage.remove(row.imageKey);
      return { deleted: true as const };
    },

    /** Listings with their cover now and the frame they carry; `framed` lists only framed ones. */
    async listings(
      ctx: RequestContext,
      marketplace: FrameMarketplace,
      query: { page: number; limit: number; search?: string; shopId?: string; filter: 'all' | 'framed' },
    ) {
      const framedOf = async (listingIds: string[]) => {
        if (listingIds.length === 0) return new Map<string, FramedRow & { frameName: string | null }>();
        const rows = await db
          .select({ cover: framedCovers, frameName: productFrames.name })
          .from(framedCovers)
          .leftJoin(productFrames, eq(productFrames.id, framedCovers.frameId))
          .where(and(eq(framedCovers.accountId, ctx.accountId), inArray(framedCovers.listingId, listingIds)));
        return new Map(rows.map((r) => [r.cover.listingId, { ...r.cover, frameName: r.frameName }]));
      };
      const frameOf = (f: (FramedRow & { frameName: string | null }) | undefined): FrameListing['frame'] =>
        f
          ? {
              frameId: f.frameId,
              frameName: f.frameName,
              originalCover: f.originalCover.url,
              appliedAt: f.appliedAt.toISOString(),
            }
          : null;

      if (query.filter === 'framed') {
        const where = and(
          eq(framedCovers.accountId, ctx.accountId),
          eq(framedCovers.marketplace, marketplace),
        );
        const [rows, [{ n }]] = await Promise.all([
          db
            .select({ listingId: framedCovers.listingId })
            .from(framedCovers)
            .where(where)
            .orderBy(desc(framedCovers.appliedAt), desc(framedCovers.id))
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
          db.select({ n: count() }).from(framedCovers).where(where),
        ]);
        const ids = rows.map((r) => r.listingId);
        const [covers, framed] = await Promise.all([
          Promise.all(ids.map((id) => products.covers.read(ctx.accountId, id))),
          framedOf(ids),
        ]);
        const names = await products.service.shopnames(
          ctx.accountId,
          covers.map((c) => c.shopId),
        );
        const docs: FrameListing[] = covers.map((c) => ({
          _id: c.id,
          name: c.name,
          shopId: c.shopId,
          shopname: names.get(c.shopId) ?? '',
          cover: c.cover?.url ?? null,
          frame: frameOf(framed.get(c.id)),
        }));
        return { docs, ...pageMeta(query.page, query.limit, n) };
      }

      const page = await products.service.list(ctx, marketplace, {
        page: query.page,
        limit: query.limit,
        search: query.search,
        shopId: query.shopId,
        tab: 'all',
        stock: 'all',
        sort: 'updated_desc',
      });
      const framed = await framedOf(page.docs.map((d) => d._id));
      const docs: FrameListing[] = page.docs.map((d) => ({
        _id: d._id,
        name: d.name,
        shopId: d.shopId,
        shopname: d.shopname,
        cover: d.image,
        frame: frameOf(framed.get(d._id)),
      }));
      const { nextCursor: _cursor, totalCapped: _capped, ...meta } = page;
      return { ...meta, docs };
    },
  };
}

export type FramesService = ReturnType<typeof createFramesService>;
