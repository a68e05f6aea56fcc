import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/id';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { TOAST_MS } from '../ui/theme-constants.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  // Calendars follow the interface language: Indonesian month and day names, weeks from Monday.
  const dates = { locale: i18n.resolvedLanguage === 'en' ? 'en' : 'id', firstDayOfWeek: 1 as const };
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ModalsProvider
          labels={{ confirm: t('dialog.yes'), cancel: t('dialog.no') }}
          modalProps={{ closeButtonProps: { 'aria-label': t('dialog.close') } }}
        >
          <Notifications position="bottom-center" autoClose={TOAST_MS} />
          <DatesProvider settings={dates}>{children}</DatesProvider>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
