import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthLabel, recentMonths } from '../lib/months.ts';

/** The leaderboard's month: this month and the five before it. */
export function MonthSelect({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const { t, i18n } = useTranslation('affiliates');
  const months = recentMonths(new Date());
  return (
    <Select
      label={t('leaderboard.month')}
      data={months.map((m) => ({ value: m, label: monthLabel(m, i18n.language) }))}
      value={value}
      onChange={(m) => m && onChange(m)}
      allowDeselect={false}
      w={220}
    />
  );
}
