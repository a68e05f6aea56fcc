import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from './route-meta.ts';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

export const comingSoonPage: PageModule = () => import('./pages/coming-soon-page.tsx');

/** A lazily loaded page (module exports `Component`). */
export function page(path: string | undefined, load: PageModule, handle: RouteHandle = {}): RouteObject {
  return path === undefined ? { index: true, lazy: load, handle } : { path, lazy: load, handle };
}

/** A route of a later issue: its title and the "segera hadir" state. */
export function soon(
  path: string | undefined,
  title: string,
  extra: Omit<RouteHandle, 'title'> = {},
): RouteObject {
  return page(path, comingSoonPage, { title, ...extra });
}

const redirectTo =
  (to: string): LoaderFunction =>
  () =>
    redirect(to);

/** A path that only forwards (e.g. /panel/product → /panel/product/mp). */
export function forward(path: string | undefined, to: string): RouteObject {
  return path === undefined ? { index: true, loader: redirectTo(to) } : { path, loader: redirectTo(to) };
}
