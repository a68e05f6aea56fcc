import type { FrameRun } from '@booster/contracts';
import type { FrameMarketplace } from '@booster/domain';
import type { PlatformImage } from '@booster/marketplaces';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { createItemRuns, type ItemJob, type ItemRow, toItemRun } from '../../platform/item-runs/index.ts';
import type { ItemRunsDeps } from '../../platform/item-runs/service.ts';
import type { ListingCover, ProductsModule } from '../products/index.ts';
import { composeCover } from './compose.ts';
import { readCover } from './cover-source.ts';
import type { FramesService } from './frames-service.ts';
import { framedCovers } from './tables.ts';

/** The feature name of frame runs in the shared item runs; `kind` is 'apply' or 'remove'. */
export const FRAME_RUN_FEATURE = 'product-frames';

type ApplyPayload = { listingId: string; frameId: string };
type RemovePayload = { listingId: string };

export type FrameRunsDeps = ItemRunsDeps & {
  products: ProductsModule;
  frames: FramesService;
  /** How covers are read from the platforms' CDNs (the marketplace fetch). */
  fetch: typeof fetch;
};

const failure = (code: 'coverMissing' | 'coverUnreadable' | 'notFramed') =>
  new AppError('VALIDATION_FAILED', { messageKey: `itemFailure.${code}` });

/**
 * Putting frames on covers and taking them off, one item per listing on the shared item runs. The
 * cover a frame replaces is kept (framed_covers) so taking the frame off puts that very image back.
 */
export function createFrameRuns(deps: FrameRunsDeps, job: ItemJob) {
  const { db, products, frames } = deps;
  const runs = createItemRuns(deps, FRAME_RUN_FEATURE, job);

  async function framedRow(accountId: string, listingId: string) {
    const [row] = await db
      .select()
      .from(framedCovers)
      .where(and(eq(framedCovers.accountId, accountId), eq(framedCovers.listingId, listingId)))
      .limit(1);
    return row ?? null;
  }

  async function runOf(accountId: string, runId: string): Promise<FrameRun> {
    const state = await runs.read(accountId, runId);
    const labels = new Map<string, { label: string; source: string }>();
    for (const f of state.failures) {
      const cover = await products.covers.read(accountId, f.subjectId).catch(() => null);
      const names = cover ? await products.service.shopnames(accountId, [cover.shopId]) : new Map();
      labels.set(f.subjectId, { label: cover?.name ?? '', source: (cover && names.get(cover.shopId)) ?? '' });
    }
    const run = toItemRun(state, (id) => labels.get(id) ?? { label: '', source: '' });
    return { ...run, marketplace: state.run.marketplace as FrameMarketplace };
  }

  /** The cover the frame goes on: the one kept when the listing is framed already, else today's. */
  function originalOf(
    current: PlatformImage | null,
    kept: { originalCover: PlatformImage; framedCover: PlatformImage } | null,
    saved: PlatformImage | undefined,
  ): PlatformImage | null {
    if (saved) return saved;
    if (kept && current?.imageId === kept.framedCover.imageId) return kept.originalCover;
    return current;
  }

  async function apply(item: ItemRow, payload: ApplyPayload) {
    const marketplace = (await products.covers.read(item.accountId, payload.listingId)).marketplace;
    const frame = await frames.findFrame(item.accountId, marketplace as FrameMarketplace, payload.frameId);
    const overlay = await frames.overlayOf(frame);
    const kept = await framedRow(item.accountId, payload.listingId);
    // An attempt that already sent the framed cover must not frame it again: it saved the original first.
    const saved = (item.progress as { original?: PlatformImage } | null)?.original;
    let original: PlatformImage | null = null;
    const after: ListingCover = await products.covers.replace(
      item.accountId,
      payload.listingId,
      async (current, upload) => {
        original = originalOf(current, kept, saved);
        if (!original) throw failure('coverMissing');
        if (!saved) await runs.saveProgress(item.id, { original });
        const photo = await readCover(deps.fetch, original.url, marketplace);
        let composed: Buffer;
        try {
          composed = await composeCover(photo, overlay, frame.size);
        } catch {
          throw failure('coverUnreadable');
        }
        return upload({ fileName: `frame-${frame.id}.jpg`, contentType: 'image/jpeg', data: composed });
      },
    );
    if (!original || !after.cover) throw failure('coverMissing');
    const values = {
      frameId: frame.id,
      originalCover: original as PlatformImage,
      framedCover: after.cover,
      appliedAt: new Date(),
    };
    await db
      .insert(framedCovers)
      .values({
        accountId: item.accountId,
        listingId: payload.listingId,
        marketplace: frame.marketplace,
        ...values,
      })
      .onConflictDoUpdate({ target: framedCovers.listingId, set: values });
  }

  async function remove(item: ItemRow, payload: RemovePayload) {
    const kept = await framedRow(item.accountId, payload.listingId);
    if (!kept) throw failure('notFramed');
    await products.covers.replace(item.accountId, payload.listingId, async () => kept.originalCover);
    await db.delete(framedCovers).where(eq(framedCovers.id, kept.id));
  }

  /** The listings must be the account's, on this marketplace (404 otherwise, nothing started). */
  async function checkListings(ctx: RequestContext, marketplace: FrameMarketplace, ids: string[]) {
    await Promise.all(ids.map((id) => products.covers.read(ctx.accountId, id, marketplace)));
  }

  /** One run over the listings (each once), after checking they are the account's on this marketplace. */
  async function launch(
    ctx: RequestContext,
    marketplace: FrameMarketplace,
    kind: 'apply' | 'remove',
    listingIds: string[],
    payloadOf: (listingId: string) => Record<string, string>,
  ) {
    const ids = [...new Set(listingIds)];
    await checkListings(ctx, marketplace, ids);
    const runId = await runs.start({
      accountId: ctx.accountId,
      kind,
      marketplace,
      createdBy: ctx.userId,
      items: ids.map((listingId) => ({ subjectId: listingId, payload: payloadOf(listingId) })),
    });
    return runOf(ctx.accountId, runId);
  }

  return {
    async apply(
      ctx: RequestContext,
      marketplace: FrameMarketplace,
      body: { frameId: string; listingIds: string[] },
    ) {
      const frame = await frames.findFrame(ctx.accountId, marketplace, body.frameId);
      return launch(ctx, marketplace, 'apply', body.listingIds, (listingId) => ({
        listingId,
        frameId: frame.id,
      }));
    },

    remove: (ctx: RequestContext, marketplace: FrameMarketplace, body: { listingIds: string[] }) =>
      launch(ctx, marketplace, 'remove', body.listingIds, (listingId) => ({ listingId })),

    async status(ctx: RequestContext, marketplace: FrameMarketplace, runId: string) {
      const run = await runOf(ctx.accountId, runId);
      if (run.marketplace !== marketplace) throw new AppError('NOT_FOUND');
      return run;
    },

    /** Job: one listing of a run. */
    runItem: (itemId: string, attempt: { final: boolean }) =>
      runs.work(itemId, attempt, (item, run) =>
        run.kind === 'remove'
          ? remove(item, item.payload as RemovePayload)
          : apply(item, item.payload as ApplyPayload),
      ),
  };
}

export type FrameRuns = ReturnType<typeof createFrameRuns>;
