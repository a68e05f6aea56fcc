import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/id';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Around every calendar (DayInput, DateTimePicker): it follows the interface language — Indonesian month
 * and day names, weeks from Monday. Here rather than in the app's providers, so the calendars' library
 * and its locale load with the pages that have one (issue 17).
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const settings = { locale: i18n.resolvedLanguage === 'en' ? 'en' : 'id', firstDayOfWeek: 1 as const };
  return <DatesProvider settings={settings}>{children}</DatesProvider>;
}
