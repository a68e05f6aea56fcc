import {
  createBrowserRouter,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { RootError } from './root-error.tsx';
import { RootShell } from './root-shell.tsx';
import { createGuardLoader } from './route-guard.ts';
import { areasOf } from './routes/areas.ts';
import { shellRoutes } from './routes.tsx';

function HydrateFallback() {
  return <LoadingOverlay visible />;
}

let router: DataRouter | undefined;

export const rootRoute: RouteObject = {
  id: 'root',
  path: '/',
  // The guard matches against the routes as they stand: route discovery has patched in the path's area
  // before the router runs any loader.
  loader: createGuardLoader(() => router?.routes ?? shellRoutes),
  // The guard decides on every navigation, not only when the root first loads.
  shouldRevalidate: () => true,
  Component: RootShell,
  HydrateFallback,
  ErrorBoundary: RootError,
  children: shellRoutes,
};

/**
 * Route discovery: the router asks before it matches a path it does not know, or knows only through a
 * dynamic segment or the catch-all. The path's areas load and go in under their parent route; a path of
 * no area stays with the catch-all (not found).
 */
export const discoverAreas: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const areas = areasOf(path);
  const routes = await Promise.all(areas.map((a) => a.load()));
  areas.forEach((a, i) => {
    patch(a.parent, [routes[i]]);
  });
};

export function createAppRouter() {
  const created = createBrowserRouter([rootRoute], { patchRoutesOnNavigation: discoverAreas });
  router = created;
  setNavigator((to, opts) => void created.navigate(to, opts));
  return created;
}
