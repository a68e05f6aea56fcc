import type { FastifyInstance } from 'fastify';
import { bindJob } from '../../platform/jobs/index.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import type { UsersService } from '../accounts/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { createFromListings } from './from-listings.ts';
import { createLinkService } from './links.ts';
import { createMasterProductService } from './master-products.ts';
import { createOrderEffects } from './order-effects.ts';
import type { StockProducts } from './products-port.ts';
import { createPublish } from './publish.ts';
import { createPushList } from './push-list.ts';
import { createPushService } from './pushes.ts';
import { createReservations, ENDED_RESERVATIONS_CRON, endedReservationsJob } from './reservations.ts';
import { registerStockRoutes } from './routes.ts';
import { createRuleSimulator } from './rule-simulator.ts';
import { createRulesRepush } from './rules-repush.ts';
import { createSettingsService } from './settings.ts';
import { createStockSheets } from './sheets.ts';
import { createStockItemService } from './stock-items.ts';
import { createStockLogService } from './stock-log.ts';
import { createStockRuleService } from './stock-rules.ts';

export type StockDeps = ModuleRuntime & {
  shops: ShopsModule;
  products: ProductsModule;
  /** Orders move central stock: the stock module follows the orders module's stored orders. */
  orders: Pick<OrdersModule, 'changes' | 'stored'>;
  /** Names of who changed a stock, for the log. */
  users: UsersService;
};

/** Master products, links to listings, one central stock per master SKU, pushes and the stock log. */
export function createStockModule(deps: StockDeps) {
  const { db, shops } = deps;
  const products: StockProducts = deps.products;
  const pushes = createPushService({ db, jobs: deps.jobs, products });
  deps.jobs.register(pushes.job);
  deps.jobs.register(pushes.singleJob);
  const masters = createMasterProductService({ db, products });
  const links = createLinkService({ db, products, masters, pushes });
  const repush = createRulesRepush({ db, jobs: deps.jobs, pushes });
  deps.jobs.register(repush.job);
  const rules = createStockRuleService({ db, jobs: deps.jobs, shops, masters, repush });
  const services = {
    masters,
    links,
    pushes: createPushList({ db, products, pushes }),
    fromListings: createFromListings({ db, masters, links, products: deps.products }),
    publish: createPublish({ db, shops, products, masters, links }),
    items: createStockItemService({ db, products, masters, pushes }),
    settings: createSettingsService({ db, shops }),
    log: createStockLogService({ db, shops, users: deps.users }),
    rules,
    simulateRules: createRuleSimulator({ db, products, masters, rules }),
  };
  const orderEffects = createOrderEffects({
    logger: deps.logger,
    orders: deps.orders,
    products,
    pushes,
  });
  deps.orders.changes.subscribeInWrite(orderEffects.onOrderWritten);
  deps.products.service.useMasterSkuLookup(links.masterSkusOfVariants);
  const reservations = createReservations({ db, pushes });
  deps.products.service.useReservationsListener(reservations.onStored);
  const endReservations = bindJob(endedReservationsJob, async () => {
    await reservations.endDue();
  });
  deps.jobs.register(endReservations);
  deps.jobs.schedule(endReservations, ENDED_RESERVATIONS_CRON, {});

  return {
    ...services,
    /** Central stock and its log for spreadsheets (exports in batches, imports in one transaction). */
    sheets: createStockSheets({ db, shops, pushes, log: services.log }),
    jobs: { pushStock: pushes.job, endReservations },
    registerRoutes(app: FastifyInstance) {
      registerStockRoutes(app, services);
    },
  };
}

export type StockServices = {
  masters: ReturnType<typeof createMasterProductService>;
  links: ReturnType<typeof createLinkService>;
  pushes: ReturnType<typeof createPushList>;
  fromListings: ReturnType<typeof createFromListings>;
  publish: ReturnType<typeof createPublish>;
  items: ReturnType<typeof createStockItemService>;
  settings: ReturnType<typeof createSettingsService>;
  log: ReturnType<typeof createStockLogService>;
  rules: ReturnType<typeof createStockRuleService>;
  simulateRules: ReturnType<typeof createRuleSimulator>;
};

export type StockModule = ReturnType<typeof createStockModule>;
