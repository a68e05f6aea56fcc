import type { RouteAccess } from '@booster/domain';
import type { DeclaredRoute } from '../auth/access-control.ts';
import type { RequestContext } from '../auth/context.ts';
import type { Locale } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null on public routes. */
    ctx: RequestContext | null;
    /** From Accept-Language: `en` when preferred, otherwise `id`. */
    locale: Locale;
  }
  interface FastifyContextConfig {
    /** Who may call the route; required on every API route (platform/auth/access-control.ts). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every registered route with its access declaration. */
    routeTable: readonly DeclaredRoute[];
  }
}
