import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/index.ts';
import type { AccessTokens } from './access-token.ts';
import type { RequestContext, SubjectLoader } from './context.ts';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match) throw new AppError('UNAUTHENTICATED');
  return match[1].trim();
}

/** The context of an authenticated request; throws 401 when a route is public by mistake. */
export function requireCtx(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw new AppError('UNAUTHENTICATED');
  return request.ctx;
}

/**
 * Authentication. Who may call what is each route's `config.access`, enforced by
 * access-control.ts with this.
 */
export function createGuards(deps: {
  tokens: AccessTokens;
  loadSubject: SubjectLoader;
  /** Whether an impersonation session is still open (not ended by the admin, not expired). */
  impersonationOpen: (sessionId: string) => Promise<boolean>;
}) {
  /** Builds `request.ctx` from a bearer or given access token. */
  async function authenticate(request: FastifyRequest, token?: string): Promise<RequestContext> {
    if (request.ctx) return request.ctx;
    const { userId, impersonation } = await deps.tokens.verify(token ?? bearerToken(request));
    const subject = await deps.loadSubject(userId);
    if (!subject) throw new AppError('UNAUTHENTICATED');
    if (subject.suspended) throw new AppError('ACCOUNT_SUSPENDED');
    // An ended support session's token stops at once, before its expiry.
    if (impersonation && !(await deps.impersonationOpen(impersonation.sessionId)))
      throw new AppError('TOKEN_EXPIRED');
    request.ctx = { ...subject, locale: request.locale, ...(impersonation ? { impersonation } : {}) };
    return request.ctx;
  }

  return { authenticate };
}

export type Guards = ReturnType<typeof createGuards>;
