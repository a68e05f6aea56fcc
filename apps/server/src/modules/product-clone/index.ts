import type { FastifyInstance } from 'fastify';
import { createItemRuns } from '../../platform/item-runs/index.ts';
import { bindJob } from '../../platform/jobs/index.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import type { StockModule } from '../stock/index.ts';
import { createCopyItem } from './copy-item.ts';
import { copyItemJob } from './jobs.ts';
import { createMappingStore } from './mappings.ts';
import { registerCloneRoutes } from './routes.ts';
import { createCloneService } from './service.ts';

export type ProductCloneDeps = ModuleRuntime & {
  shops: ShopsModule;
  products: Pick<ProductsModule, 'forClone' | 'service'>;
  /** Copies take their stock from the master SKUs of their source (the stock module links them). */
  stock: Pick<StockModule, 'links'>;
  /** Reads the source platform's photos (the adapters' HTTP). */
  fetch: typeof fetch;
};

/** The feature name of clone runs in the shared item runs. */
export const CLONE_FEATURE = 'product-clone.copy';

/** Clone shop (issue 16): copy products of one shop into another, across marketplaces. */
export function createProductCloneModule(deps: ProductCloneDeps) {
  const copyItem = createCopyItem(deps, () => runs);
  const job = bindJob(copyItemJob, (p, attempt) => runs.work(p.itemId, attempt, (item) => copyItem(item)));
  const runs = createItemRuns(deps, CLONE_FEATURE, job);
  deps.jobs.register(job);
  const service = createCloneService({
    db: deps.db,
    shops: deps.shops,
    products: deps.products,
    mappings: createMappingStore(deps.db),
    runs: () => runs,
  });
  return {
    service,
    jobs: { copyItem: job },
    registerRoutes(app: FastifyInstance) {
      registerCloneRoutes(app, service);
    },
  };
}

export type ProductCloneModule = ReturnType<typeof createProductCloneModule>;
