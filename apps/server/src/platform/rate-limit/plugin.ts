import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/index.ts';
import { isApiPath } from '../http/paths.ts';

export type RateLimitOptions = {
  /** API requests per minute per address, for callers without a valid access token. */
  globalMax: number;
  /** API requests per minute per signed-in user (a whole office may share one address). */
  perAccountMax: number;
  /** The user id of a valid access token; throws otherwise. */
  verifyAccessToken: (token: string) => Promise<string>;
  /** Auth attempts per minute per e-mail. */
  authPerEmail: number;
  /** Auth attempts per minute per address. */
  authPerAddress: number;
};

// Inject and some proxies leave `ip` empty; such callers share one bucket.
const addressOf = (request: FastifyRequest) => request.ip ?? 'local';

const BEARER = /^Bearer\s+(.+)$/i;

/** Signed-in callers are counted per user, everyone else per address. */
async function callerKey(request: FastifyRequest, verify: RateLimitOptions['verifyAccessToken']) {
  const token = request.headers.authorization?.match(BEARER)?.[1];
  if (token) {
    const userId = await verify(token).catch(() => null);
    if (userId) return `user:${userId}`;
  }
  return addressOf(request);
}

function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
}

function limited(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError('RATE_LIMITED', { params: { seconds }, details: { retryAfterSeconds: seconds } });
}

/**
 * A generous limit on every API route (per user when signed in, per address otherwise) plus strict pre-handlers for the auth routes: per address, and
 * per e-mail for routes that take one (so one account cannot be guessed at from many machines).
 * Counters live in process memory: with several API processes each counts its own share.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: (_request, key) => (key.startsWith('user:') ? options.perAccountMax : options.globalMax),
    timeWindow: 60_000,
    keyGenerator: (request) => callerKey(request, options.verifyAccessToken),
    // Pages and static files of the web app are not API calls; a busy office behind one address
    // loading the app must not lock itself out of the API.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) => limited(context.ttl),
  });

  const perAddress = app.createRateLimit({
    max: options.authPerAddress,
    timeWindow: 60_000,
    keyGenerator: addressOf,
  });
  const perEmail = app.createRateLimit({
    max: options.authPerEmail,
    timeWindow: 60_000,
    keyGenerator: (request) => `email:${emailOf(request)}`,
  });

  const refuse = (reply: FastifyReply, ttlMs: number) => {
    const error = limited(ttlMs);
    reply.header('retry-after', String(error.params.seconds));
    return error;
  };

  /** Runs after body validation, so the e-mail is already normalised. */
  async function authLimit(request: FastifyRequest, reply: FastifyReply) {
    const byAddress = await perAddress(request);
    if (!byAddress.isAllowed && byAddress.isExceeded) throw refuse(reply, byAddress.ttl);
    if (emailOf(request) === null) return;
    const byEmail = await perEmail(request);
    if (!byEmail.isAllowed && byEmail.isExceeded) throw refuse(reply, byEmail.ttl);
  }

  return { authLimit };
}

export type RateLimits = Awaited<ReturnType<typeof registerRateLimits>>;
