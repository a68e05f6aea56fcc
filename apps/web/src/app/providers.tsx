import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const Toasts = lazy(() => import('./toasts.tsx'));

/**
 * The toasts' container (Mantine's Notifications and its transitions) loads with the first toast: most
 * page loads show none (issue 17). `notify` puts a toast in Mantine's store at once; the container shows
 * what the store holds when it arrives, and stays.
 */
function ToastsOnFirstUse() {
  const { notifications, queue } = useNotifications();
  const used = useRef(false);
  if (notifications.length + queue.length > 0) used.current = true;
  return used.current ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ModalsProvider
          labels={{ confirm: t('dialog.yes'), cancel: t('dialog.no') }}
          modalProps={{ closeButtonProps: { 'aria-label': t('dialog.close') } }}
        >
          <ToastsOnFirstUse />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
