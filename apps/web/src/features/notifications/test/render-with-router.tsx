import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import '../../../i18n/setup.ts';

/** Shows where a click led. */
function Landing() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** Renders `ui` at `url` in a data router (as the app does), with every other path showing its pathname. */
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
