import { bindJob } from '../../platform/jobs/index.ts';
import { localDiskDriver } from '../../platform/storage/index.ts';
import type { OrdersDeps } from './index.ts';
import { createLabelBatches } from './labels.ts';
import { labelBatchJob, shipItemJob } from './shipping-jobs.ts';
import { createShippingOptions } from './shipping-options.ts';
import { createShippingRuns } from './shipping-runs.ts';
import type { AfterOrderWrite } from './store.ts';

export { registerShippingRoutes } from './shipping-routes.ts';

/**
 * Bulk shipping (Shopee, TikTok) and label printing (all five). `jobs` are for the orders module to
 * register with the queue.
 */
export function createShippingService(deps: OrdersDeps, afterWrite: AfterOrderWrite) {
  const shipItem = bindJob(shipItemJob, (p, job) => runs.runItem(p.itemId, job));
  const labelBatch = bindJob(labelBatchJob, (p, job) => labels.runBatch(p.batchId, job));

  const runs = createShippingRuns({ ...deps, afterWrite }, { shipItem });
  // The same local storage as product images; label keys are never served by the public file route.
  const labels = createLabelBatches(deps, localDiskDriver(`${deps.dataDir}/uploads`), { labelBatch });

  return {
    options: createShippingOptions(deps),
    runs,
    labels,
    jobs: [shipItem, labelBatch],
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
