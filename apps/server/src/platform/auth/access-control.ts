import { accessRefusal, type RouteAccess } from '@booster/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/index.ts';
import { isApiPath } from '../http/paths.ts';
import { t } from '../i18n/index.ts';
import type { Guards } from './guards.ts';
import { refusedWhileImpersonating } from './impersonation-limits.ts';

export type DeclaredRoute = { method: string; url: string; access: RouteAccess | undefined };

/** The generated OpenAPI pages are documentation, not calls: they carry no declaration. */
const DOCS_PREFIX = '/api/docs';

/** API and websocket routes must declare who may call them; pages, files of the web app and the emulators need not. */
export const needsDeclaration = (url: string) =>
  isApiPath(url) && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);

/**
 * One place that enforces every route's `config.access` (see `RouteAccess`): registering an API
 * route without a declaration throws, so the app does not start; each request passes one
 * pre-validation hook that authenticates and applies the declaration (before the input is checked,
 * so a guest gets 401 and a member 403 on a route they may not use, whatever they send). `app.routeTable` lists every
 * route with its declaration (the route-table test walks it).
 */
export function registerAccessControl(app: FastifyInstance, guards: Guards) {
  const table: DeclaredRoute[] = [];
  app.decorate('routeTable', table as readonly DeclaredRoute[]);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    if (!access && needsDeclaration(route.url)) {
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url} declares no access: give it config.access (see RouteAccess)`,
      );
    }
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      // Unreachable while onRoute refuses undeclared API routes; refused all the same.
      if (request.routeOptions.url && needsDeclaration(request.routeOptions.url))
        throw new AppError('FORBIDDEN');
      return;
    }
    if (access.kind === 'public') return;
    const ctx = await guards.authenticate(request);
    if (ctx.impersonation && refusedWhileImpersonating(request.method, request.routeOptions.url ?? ''))
      throw new AppError('IMPERSONATION_FORBIDDEN');
    const refusal = accessRefusal(ctx, access);
    if (!refusal) return;
    if (refusal.code === 'FEATURE_BLOCKED') {
      throw new AppError('FEATURE_BLOCKED', {
        params: { feature: t(ctx.locale, `features.${refusal.feature}`) },
        details: { feature: refusal.feature },
      });
    }
    throw new AppError(refusal.code);
  });
}
