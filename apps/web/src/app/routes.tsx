import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { AREAS, type Area } from './routes/areas.ts';
import { panelRoutes } from './routes/panel-routes.ts';
import { authRoutes, maintenanceRoute, publicRoutes } from './routes/public-routes.ts';

/**
 * The routes the app entry carries, under the root shell: the public pages, login and the mailed links,
 * the seller panel's frame with its home. The other areas of spec section 2 (routes/areas.ts) join when
 * first visited.
 */
export const shellRoutes: RouteObject[] = [maintenanceRoute, authRoutes, panelRoutes, publicRoutes];

/** The shell's routes with the given areas' routes in place, as route discovery patches them in. */
export function withAreas(areas: readonly { parent: Area['parent']; route: RouteObject }[]): RouteObject[] {
  const under = (parent: Area['parent']) => areas.filter((a) => a.parent === parent).map((a) => a.route);
  const panel: NonIndexRouteObject = {
    ...(panelRoutes as NonIndexRouteObject),
    children: [...(panelRoutes.children ?? []), ...under('panel')],
  };
  return [...shellRoutes.map((r) => (r === panelRoutes ? panel : r)), ...under('root')];
}

/** Every route of spec section 2 (all areas loaded): what the guard matches against once they are in. */
export async function loadAppRoutes(areas: readonly Area[] = AREAS): Promise<RouteObject[]> {
  return withAreas(await Promise.all(areas.map(async (a) => ({ parent: a.parent, route: await a.load() }))));
}
