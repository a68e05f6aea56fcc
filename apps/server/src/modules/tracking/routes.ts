import { trackingRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/index.ts';
import { route } from '../../platform/http/route.ts';
import type { TrackingService } from './service.ts';

/** Public resi checks, limited per address so the page cannot be used to drain the couriers' quotas. */
export function registerTrackingRoutes(app: FastifyInstance, tracking: TrackingService, perMinute: number) {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (r) => r.ip ?? 'local',
  });
  async function limitPerAddress(request: FastifyRequest, reply: FastifyReply) {
    const verdict = await limiter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const seconds = Math.max(1, Math.ceil(verdict.ttl / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError('RATE_LIMITED', {
      messageKey: 'errors.trackingRateLimited',
      params: { seconds },
      details: { retryAfterSeconds: seconds },
    });
  }
  route(app, trackingRoutes.track, { access: access.public(), preHandler: [limitPerAddress] }, async (req) =>
    tracking.track(req.query),
  );
}
