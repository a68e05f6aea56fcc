import { adminContentRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { createBannerAdmin } from './banners.ts';
import type { Gallery } from './gallery.ts';
import type { LandingPages } from './landing.ts';
import type { createTopbarAdmin } from './topbar-admin.ts';

/** Base64 of the largest gallery image (5 MB) plus the JSON around it. */
const UPLOAD_BODY_LIMIT = 7 * 1024 * 1024 + 4096;

export type ContentAdmin = {
  topbar: ReturnType<typeof createTopbarAdmin>;
  banners: ReturnType<typeof createBannerAdmin>;
  landing: LandingPages;
  gallery: Gallery;
};

/** The admin side of the content module: top bar, popup banners, landing pages, gallery. */
export function registerContentAdminRoutes(app: FastifyInstance, admin: ContentAdmin) {
  const only = { access: access.admin() };
  const actor = (req: Parameters<typeof requireCtx>[0]) => requireCtx(req).userId;
  const done = { message: 'success' };

  route(app, adminContentRoutes.topbar, only, async () => admin.topbar.get());
  route(app, adminContentRoutes.saveTopbar, only, async (req) => admin.topbar.save(actor(req), req.body));

  route(app, adminContentRoutes.banners, only, async () => admin.banners.list());
  route(app, adminContentRoutes.createBanner, only, async (req) =>
    admin.banners.create(actor(req), req.body),
  );
  route(app, adminContentRoutes.updateBanner, only, async (req) =>
    admin.banners.update(actor(req), req.params.id, req.body),
  );
  route(app, adminContentRoutes.deleteBanner, only, async (req) => {
    await admin.banners.remove(actor(req), req.params.id);
    return done;
  });

  route(
    app,
    adminContentRoutes.landing,
    only,
    async (req) => (await admin.landing.load(req.params.page)).body,
  );
  route(
    app,
    adminContentRoutes.saveLanding,
    only,
    async (req) => (await admin.landing.save(actor(req), req.params.page, req.body)).body,
  );

  route(app, adminContentRoutes.gallery, only, async (req) => admin.gallery.list(req.query));
  route(app, adminContentRoutes.upload, { ...only, bodyLimit: UPLOAD_BODY_LIMIT }, async (req) =>
    admin.gallery.upload(actor(req), req.body),
  );
  route(app, adminContentRoutes.deleteMedia, only, async (req) => {
    await admin.gallery.remove(actor(req), req.params.id);
    return done;
  });
}
