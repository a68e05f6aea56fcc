import { frameRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { base64BodyLimit } from '../../platform/storage/index.ts';
import type { FrameRuns } from './frame-runs.ts';
import type { FramesService } from './frames-service.ts';

/** A 2 MB PNG in base64 plus the JSON around it. */
const FRAME_BODY_LIMIT = base64BodyLimit(2 * 1024 * 1024);

/**
 * Frames (Produk > Tools > Frame): owners, and sub-members whose role enables the frame sub-menu.
 * No package is blocked (spec section 5 names none for frames).
 */
export function registerFrameRoutes(app: FastifyInstance, deps: { frames: FramesService; runs: FrameRuns }) {
  const { frames, runs } = deps;
  const framing = { access: access.menu('product', { subMenu: 'frame' }) };
  const writing = { ...framing, bodyLimit: FRAME_BODY_LIMIT };

  route(app, frameRoutes.list, framing, async (req) => frames.list(requireCtx(req), req.params.marketplace));
  route(app, frameRoutes.create, writing, async (req) =>
    frames.create(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, frameRoutes.listings, framing, async (req) =>
    frames.listings(requireCtx(req), req.params.marketplace, req.query),
  );
  route(app, frameRoutes.detail, framing, async (req) =>
    frames.detail(requireCtx(req), req.params.marketplace, req.params.id),
  );
  route(app, frameRoutes.update, writing, async (req) =>
    frames.update(requireCtx(req), req.params.marketplace, req.params.id, req.body),
  );
  route(app, frameRoutes.remove, framing, async (req) =>
    frames.remove(requireCtx(req), req.params.marketplace, req.params.id),
  );
  route(app, frameRoutes.apply, framing, async (req) =>
    runs.apply(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, frameRoutes.unframe, framing, async (req) =>
    runs.remove(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, frameRoutes.run, framing, async (req) =>
    runs.status(requireCtx(req), req.params.marketplace, req.params.id),
  );
}
