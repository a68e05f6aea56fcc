import type { FastifyInstance } from 'fastify';
import { jakartaToday, usageCounters } from '../../platform/usage-counters/index.ts';

export const apiHitCounting = {
  /** Counting can be switched off at run time. */
  enabled: true,
  /** Apps built while this is false get no hook at all: the bench's baseline (`npm run bench api-hits`). */
  installed: true,
};

/**
 * Counts every answered API call of a signed-in member by its account, method and route pattern
 * (`/api/products/:id`, not the id): one Map update in memory, written out by the usage flusher.
 * Admins are not members: their own calls and their support sessions as a member are not counted.
 * Register before the routes so that every route gets the hook.
 */
export function registerApiHitCounter(app: FastifyInstance) {
  if (!apiHitCounting.installed) return;
  app.addHook('onResponse', (request, reply, done) => {
    const ctx = request.ctx;
    const route = request.routeOptions.url;
    if (apiHitCounting.enabled && ctx && route && !ctx.isAdmin && !ctx.impersonation) {
      usageCounters.apiHits.add(
        [jakartaToday(), ctx.accountId, request.method, route],
        reply.statusCode >= 400,
      );
    }
    done();
  });
}
