import { createPublicPages, type MarketplaceMode, type RateLimit } from '@booster/marketplaces';
import type { FastifyInstance } from 'fastify';
import { bindJob } from '../../platform/jobs/index.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { scrapeItemJob } from './jobs.ts';
import { registerScrapeRoutes } from './routes.ts';
import { createScrapeService } from './service.ts';

export type ProductScrapeDeps = ModuleRuntime & {
  shops: ShopsModule;
  products: ProductsModule;
  /** Sandbox: the emulated public sites; live: the platforms' own hosts (best effort). */
  mode: MarketplaceMode;
  sandboxUrl: string;
  fetch?: typeof fetch;
  appUrl: string;
  /** Requests per second to each public host (tests raise it). */
  pageRate?: RateLimit;
};

/** Product/scrape (issue 16): public product and shop pages turned into drafts the seller publishes. */
export function createProductScrapeModule(deps: ProductScrapeDeps) {
  const pages = createPublicPages({
    mode: deps.mode,
    sandboxBaseUrl: deps.sandboxUrl,
    fetch: deps.fetch,
    rate: deps.pageRate,
    userAgent: `BoosterScraper/1.0 (+${deps.appUrl})`,
  });
  const scrapeItem = bindJob(scrapeItemJob, (p, job) => service.runItem(p.itemId, job));
  const service = createScrapeService({ ...deps, pages }, { scrapeItem });
  deps.jobs.register(scrapeItem);

  return {
    service,
    jobs: { scrapeItem },
    registerRoutes(app: FastifyInstance) {
      registerScrapeRoutes(app, service);
    },
  };
}

export type ProductScrapeModule = ReturnType<typeof createProductScrapeModule>;
