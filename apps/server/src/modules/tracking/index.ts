import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { type BinderbyteConfig, binderbyteTracker } from './couriers/binderbyte.ts';
import { type JneConfig, jneTracker } from './couriers/jne.ts';
import { type SicepatConfig, sicepatTracker } from './couriers/sicepat.ts';
import { registerTrackingRoutes } from './routes.ts';
import { createTrackingService } from './service.ts';

export type { TrackingService } from './service.ts';

export type TrackingDeps = {
  couriers: Config['tracking'];
  fetch?: typeof fetch;
  /** Resi checks per minute per address. */
  perMinute?: number;
};

/** Shipment tracking (`/cek-resi` and the order timeline): one tracker per courier behind one service. */
export function createTrackingModule(deps: TrackingDeps) {
  const fetcher = deps.fetch ?? globalThis.fetch;
  const { jne, sicepat, binderbyte } = deps.couriers as {
    jne: JneConfig | null;
    sicepat: SicepatConfig | null;
    binderbyte: BinderbyteConfig | null;
  };
  const service = createTrackingService({
    trackers: {
      ...(jne ? { jne: jneTracker(jne, fetcher) } : {}),
      ...(sicepat ? { sicepat: sicepatTracker(sicepat, fetcher) } : {}),
      ...(binderbyte ? { jnt: binderbyteTracker('jnt', binderbyte, fetcher) } : {}),
    },
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => registerTrackingRoutes(app, service, deps.perMinute ?? 30),
  };
}
