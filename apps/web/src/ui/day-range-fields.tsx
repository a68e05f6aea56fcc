import { SegmentedControl } from '@mantine/core';
import type { DayRange } from '../lib/day-range.ts';
import { DayInput } from './day-input.tsx';

export type DayRangeFieldsProps<P extends string> = {
  presets: readonly P[];
  presetLabel: (preset: P) => string;
  /** The chosen preset; null once a day was picked. */
  preset: P | null;
  onPreset: (preset: P) => void;
  range: DayRange;
  onDay: (field: 'from' | 'to') => (day: string) => void;
  fromLabel: string;
  toLabel: string;
  dayWidth: number;
  /** The range's refusal (the last day before the first), under the last day. */
  error?: string;
};

/** A report's range: preset buttons, then its first and last day (put them in a `FieldRow`). */
export function DayRangeFields<P extends string>(props: DayRangeFieldsProps<P>) {
  const { range, onDay, dayWidth } = props;
  return (
    <>
      <SegmentedControl
        value={props.preset ?? ''}
        onChange={(v) => props.onPreset(v as P)}
        data={props.presets.map((p) => ({ value: p, label: props.presetLabel(p) }))}
      />
      <DayInput
        label={props.fromLabel}
        value={range.from}
        onChange={onDay('from')}
        clearable={false}
        w={dayWidth}
      />
      <DayInput
        label={props.toLabel}
        value={range.to}
        onChange={onDay('to')}
        clearable={false}
        w={dayWidth}
        error={props.error}
      />
    </>
  );
}
