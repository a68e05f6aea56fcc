import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from './route-meta.ts';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/** A lazily loaded page (module exports `Component`). */
export function page(path: string | undefined, load: PageModule, handle: RouteHandle = {}): RouteObject {
  return path === undefined ? { index: true, lazy: load, handle } : { path, lazy: load, handle };
}

const redirectTo =
  (to: string): LoaderFunction =>
  () =>
    redirect(to);

/** A path that only forwards (e.g. /panel/product → /panel/product/mp). */
export function forward(path: string | undefined, to: string): RouteObject {
  return path === undefined ? { index: true, loader: redirectTo(to) } : { path, loader: redirectTo(to) };
}
