import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { whenModalWanted } from './modals-queue.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const Toasts = lazy(() => import('./toasts.tsx'));
const ModalsHost = lazy(() => import('./modals-host.tsx'));

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

/**
 * The dialogs' provider (Mantine's ModalsProvider and Modal) loads with the first dialog, not with every
 * page (issue 17); the dialogs asked for meanwhile wait for it (modals-queue.ts). No part of the app
 * reads the provider's context, so it stands beside the pages rather than around them.
 */
function ModalsOnFirstUse() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenModalWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastsOnFirstUse />
        <ModalsOnFirstUse />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
