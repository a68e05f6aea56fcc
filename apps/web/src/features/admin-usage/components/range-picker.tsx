import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DayRange, lastDays } from '../../../lib/day-range.ts';
import { DayRangeFields } from '../../../ui/day-range-fields.tsx';
import { FieldRow } from '../../../ui/field-row.tsx';

export const PRESETS = { '7d': 7, '14d': 14, '30d': 30 } as const;
export type Preset = keyof typeof PRESETS;

export const presetRange = (preset: Preset, now = new Date()): DayRange => lastDays(PRESETS[preset], now);

/** Last 7/14/30 days or any two days (WIB calendar days). */
export function RangePicker({
  preset,
  range,
  onPreset,
  onRange,
  error,
}: {
  preset: Preset | null;
  range: DayRange;
  onPreset: (preset: Preset) => void;
  onRange: (range: DayRange) => void;
  error?: string;
}) {
  const { t } = useTranslation('adminUsage');
  return (
    <Card withBorder padding="lg">
      <FieldRow>
        <DayRangeFields
          presets={Object.keys(PRESETS) as Preset[]}
          presetLabel={(p) => t(`range.presets.${p}`)}
          preset={preset}
          onPreset={onPreset}
          range={range}
          onDay={(field) => (day) => onRange({ ...range, [field]: day })}
          fromLabel={t('range.from')}
          toLabel={t('range.to')}
          dayWidth={160}
          error={error}
        />
      </FieldRow>
    </Card>
  );
}
