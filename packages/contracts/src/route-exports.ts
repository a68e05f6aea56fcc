import type { RouteContract } from './common/route.ts';

export type RouteExport = {
  name: string;
  /** A single route (`orderStatsRoute`) rather than a group of them (`shopRoutes`). */
  single: boolean;
  routes: [key: string, route: RouteContract][];
};

const isRoute = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteContract).method === 'string' &&
  typeof (value as RouteContract).path === 'string' &&
  'response' in value;

/** Every export of the contracts that is a route or a group of routes, in export order. */
export function routeExports(contracts: Record<string, unknown>): RouteExport[] {
  const found: RouteExport[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (isRoute(value)) found.push({ name, single: true, routes: [['', value]] });
    else if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length > 0 &&
      Object.values(value).every(isRoute)
    )
      found.push({ name, single: false, routes: Object.entries(value as Record<string, RouteContract>) });
  }
  return found;
}
