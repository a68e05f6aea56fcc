import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../ui/error-state.tsx';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';

/** The not-found page in the public header and footer; both load when a path is not found (issue 17). */
const NotFoundInChrome = lazy(() =>
  Promise.all([
    import('./layouts/public-chrome.tsx'),
    import('../features/marketing/pages/not-found-page.tsx'),
  ]).then(([{ PublicChrome }, { Component: NotFoundPage }]) => ({
    default: () => (
      <PublicChrome>
        <NotFoundPage />
      </PublicChrome>
    ),
  })),
);

/** Root error boundary: unknown marketplace params and other 404s show not-found, the rest the error state. */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<LoadingOverlay visible />}>
        <NotFoundInChrome />
      </Suspense>
    );
  }
  return (
    <Container size="sm" py="xl">
      <ErrorState />
    </Container>
  );
}
