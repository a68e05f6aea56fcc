import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import '../i18n/setup.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The app's own providers (theme, dates in the interface language, modals, toasts) for component tests. */
export { Providers as AppProviders } from '../app/providers.tsx';

/** A `matchMedia` that answers each query with `matches(query)` and never fires a change. */
const fakeMatchMedia = (matches: (query: string) => boolean) =>
  ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

/** jsdom lacks what Mantine reads: the colour scheme media query, resize events, font loading events. */
export function stubBrowserApis() {
  window.matchMedia ??= fakeMatchMedia(() => false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
}

/** Answers width media queries (`min-width`/`max-width` in px) as a screen `width` px wide would; others match nothing. */
export function stubViewportWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    ) && /width/.test(query);
  window.matchMedia = fakeMatchMedia(matches);
}

export type FetchCall = { method: string; path: string; body: unknown };

/** Replaces `fetch`: each call is recorded and answered by `answer` as JSON. */
export function mockApi(answer: (call: FetchCall) => { status?: number; body: unknown }) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: String(init.method ?? 'GET'),
        path: url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** Renders a page module at `url`, matched by `pattern`, with the app's providers. */
export function renderPage(
  Page: ComponentType,
  pattern: string,
  url: string,
  queryClient = createQueryClient({ retry: false }),
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={pattern} element={<Page />} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** Shows where a click led. */
function Landing() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/**
 * Renders `ui` at `url` in a data router (as the app does), with every other path showing its pathname
 * (`landed`), so a test can follow a link or a `navigate`.
 */
export function renderWithRouter(ui: ReactNode, url = '/panel/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: url.split('?')[0], element: ui },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
