import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { createFileStorage, localDiskDriver } from '../../platform/storage/index.ts';
import type { AuditService } from '../audit/index.ts';
import { registerContentAdminRoutes } from './admin-routes.ts';
import { createBannerAdmin } from './banners.ts';
import { createGallery } from './gallery.ts';
import { createLandingPages } from './landing.ts';
import { registerContentRoutes } from './routes.ts';
import { createContentService } from './service.ts';
import { createTopbarAdmin } from './topbar-admin.ts';
import { contentUsageSources } from './usage-sources.ts';

export type { BannerAudience, ContentService } from './service.ts';

/** Top bar, popup banners, landing pages and the media library: public reads and the admin editors. */
export function createContentModule(deps: { db: Db; audit: AuditService; dataDir: string; appUrl: string }) {
  const { db, audit } = deps;
  const service = createContentService({ db });
  // The same uploads folder as product images, so /api/files/media/<id> serves the gallery.
  const storage = createFileStorage(localDiskDriver(`${deps.dataDir}/uploads`), { appUrl: deps.appUrl });
  const landing = createLandingPages({ db, audit });
  const admin = {
    topbar: createTopbarAdmin({ db, audit, content: service }),
    banners: createBannerAdmin({ db, audit }),
    landing,
    gallery: createGallery({ db, audit, storage, sources: contentUsageSources(db, landing) }),
  };
  return {
    service,
    admin,
    registerRoutes(app: FastifyInstance) {
      registerContentRoutes(app, service, landing);
      registerContentAdminRoutes(app, admin);
    },
  };
}
