import type { FastifyInstance } from 'fastify';
import { bindJob } from '../../platform/jobs/index.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import { createFileStorage, localDiskDriver } from '../../platform/storage/index.ts';
import type { ProductsModule } from '../products/index.ts';
import { createFrameRuns } from './frame-runs.ts';
import { createFramesService } from './frames-service.ts';
import { frameItemJob } from './jobs.ts';
import { registerFrameRoutes } from './routes.ts';

export type ProductFramesDeps = ModuleRuntime & {
  products: ProductsModule;
  /** How covers are read from the platforms (the marketplace fetch). */
  fetch: typeof fetch;
  dataDir: string;
  appUrl: string;
};

/** Frames over product covers on Shopee and Tokopedia (issue 16; docs/product-frames.md). */
export function createProductFramesModule(deps: ProductFramesDeps) {
  // Same folder as product images: the products module serves /api/files/* from it.
  const storage = createFileStorage(localDiskDriver(`${deps.dataDir}/uploads`), { appUrl: deps.appUrl });
  const frames = createFramesService({ db: deps.db, storage, products: deps.products });
  const item = bindJob(frameItemJob, (p, job) => runs.runItem(p.itemId, job));
  const runs = createFrameRuns({ ...deps, frames }, item);
  deps.jobs.register(item);

  return {
    frames,
    runs,
    jobs: { item },
    registerRoutes(app: FastifyInstance) {
      registerFrameRoutes(app, { frames, runs });
    },
  };
}

export type ProductFramesModule = ReturnType<typeof createProductFramesModule>;
