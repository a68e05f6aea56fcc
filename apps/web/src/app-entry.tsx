// Mantine's styles in the `mantine` cascade layer: the app's own styles win whatever the load order
// (the public pages load a part of them first, decision 010).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { DataRouter as Router } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadTexts } from './i18n/setup.ts';

/** Resolves once the router has run its guard, loaders and lazy routes for the first location. */
function firstPageReady(router: Router): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

export type TakeOver<S> = {
  /** Called right before the app replaces the server-drawn page (read what the visitor typed). */
  before: () => S;
  /** Called right after the app drew the page in its place. */
  after: (state: S) => void;
};

/**
 * Draws the app into `container`. With `takeOver`, the container holds a server-drawn public page
 * (decision 010): the app replaces it only once its first page is ready, in one synchronous render,
 * so the visitor sees no loading state in between.
 */
export async function mountApp<S>(container: HTMLElement, takeOver?: TakeOver<S>) {
  const router = createAppRouter();
  // The providers and the first page speak from the public texts: render once they are here.
  await loadTexts().catch(() => undefined);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!takeOver) {
    createRoot(container).render(app);
    return;
  }
  await firstPageReady(router);
  const state = takeOver.before();
  const root = createRoot(container);
  flushSync(() => root.render(app));
  takeOver.after(state);
}
