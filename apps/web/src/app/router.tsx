import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { RootError } from './root-error.tsx';
import { RootShell } from './root-shell.tsx';
import { createGuardLoader } from './route-guard.ts';
import { appRoutes } from './routes.tsx';

function HydrateFallback() {
  return <LoadingOverlay visible />;
}

export const rootRoute: RouteObject = {
  id: 'root',
  path: '/',
  loader: createGuardLoader(appRoutes),
  // The guard decides on every navigation, not only when the root first loads.
  shouldRevalidate: () => true,
  Component: RootShell,
  HydrateFallback,
  ErrorBoundary: RootError,
  children: appRoutes,
};

export function createAppRouter() {
  const router = createBrowserRouter([rootRoute]);
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
