import { jakartaIsoDate } from '@booster/domain';
import { Card, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../ui/day-input.tsx';
import { FieldRow } from '../../../ui/field-row.tsx';
import type { DayRange } from '../api/usage-queries.ts';

const DAY = 86_400_000;
export const PRESETS = { '7d': 7, '14d': 14, '30d': 30 } as const;
export type Preset = keyof typeof PRESETS;

export function presetRange(preset: Preset, now = new Date()): DayRange {
  return {
    from: jakartaIsoDate(new Date(now.getTime() - (PRESETS[preset] - 1) * DAY)),
    to: jakartaIsoDate(now),
  };
}

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
        <SegmentedControl
          value={preset ?? ''}
          onChange={(v) => onPreset(v as Preset)}
          data={(Object.keys(PRESETS) as Preset[]).map((p) => ({ value: p, label: t(`range.presets.${p}`) }))}
        />
        <DayInput
          label={t('range.from')}
          value={range.from}
          onChange={(from) => onRange({ ...range, from })}
          clearable={false}
          w={160}
        />
        <DayInput
          label={t('range.to')}
          value={range.to}
          onChange={(to) => onRange({ ...range, to })}
          clearable={false}
          w={160}
          error={error}
        />
      </FieldRow>
    </Card>
  );
}
