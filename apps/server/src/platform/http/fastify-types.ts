import type { RequestContext } from '../auth/context.ts';
import type { Locale } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null on public routes. */
    ctx: RequestContext | null;
    /** From Accept-Language: `en` when preferred, otherwise `id`. */
    locale: Locale;
  }
}
