import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../ui/error-state.tsx';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { PublicChrome } from './layouts/public-chrome.tsx';

const NotFoundPage = lazy(() =>
  import('../features/marketing/pages/not-found-page.tsx').then((m) => ({ default: m.Component })),
);

/** Root error boundary: unknown marketplace params and other 404s show not-found, the rest the error state. */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicChrome>
        <Suspense fallback={<LoadingOverlay visible />}>
          <NotFoundPage />
        </Suspense>
      </PublicChrome>
    );
  }
  return (
    <Container size="sm" py="xl">
      <ErrorState />
    </Container>
  );
}
