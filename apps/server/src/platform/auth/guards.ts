import { hasMenuAccess, isFeatureBlocked, type PackageGate } from '@booster/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/index.ts';
import { t } from '../i18n/index.ts';
import type { AccessTokens } from './access-token.ts';
import type { RequestContext, SubjectLoader } from './context.ts';

export type Guard = (request: FastifyRequest) => Promise<void>;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match) throw new AppError('UNAUTHENTICATED');
  return match[1].trim();
}

/** The context of an authenticated request; throws 401 when a route forgot its guard. */
export function requireCtx(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw new AppError('UNAUTHENTICATED');
  return request.ctx;
}

/**
 * Pre-handlers that authenticate and authorise. Each includes the checks before it, so a route
 * lists only the strictest one it needs, e.g. `[guards.owner, guards.packageFeature('manageAdmin')]`.
 */
export function createGuards(deps: { tokens: AccessTokens; loadSubject: SubjectLoader }) {
  /** Builds `request.ctx` from a bearer or given access token. */
  async function authenticate(
    request: FastifyRequest,
    token = bearerToken(request),
  ): Promise<RequestContext> {
    if (request.ctx) return request.ctx;
    const userId = await deps.tokens.verify(token);
    const subject = await deps.loadSubject(userId);
    if (!subject) throw new AppError('UNAUTHENTICATED');
    request.ctx = { ...subject, locale: request.locale };
    return request.ctx;
  }

  const member: Guard = async (request) => {
    const ctx = await authenticate(request);
    if (ctx.isAdmin) throw new AppError('FORBIDDEN');
  };

  const admin: Guard = async (request) => {
    const ctx = await authenticate(request);
    if (!ctx.isAdmin) throw new AppError('NOT_ADMIN');
  };

  const owner: Guard = async (request) => {
    await member(request);
    if (requireCtx(request).subMember) throw new AppError('FEATURE_NOT_ALLOWED');
  };

  const verified: Guard = async (request) => {
    await member(request);
    if (!requireCtx(request).emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  };

  /** A sub-member needs the menu (and the feature or sub-menu, when given) enabled in its role. */
  const menu =
    (menuKey: string, feature?: string): Guard =>
    async (request) => {
      await member(request);
      if (!hasMenuAccess(requireCtx(request).menu, menuKey, feature))
        throw new AppError('FEATURE_NOT_ALLOWED');
    };

  /** The account's package must not be blocked from the feature (spec section 5 gates). */
  const packageFeature =
    (feature: PackageGate['feature']): Guard =>
    async (request) => {
      await member(request);
      const ctx = requireCtx(request);
      if (isFeatureBlocked(feature, ctx.package)) {
        throw new AppError('FEATURE_BLOCKED', {
          params: { feature: t(ctx.locale, `features.${feature}`) },
          details: { feature },
        });
      }
    };

  return { authenticate, member, admin, owner, verified, menu, packageFeature };
}

export type Guards = ReturnType<typeof createGuards>;
