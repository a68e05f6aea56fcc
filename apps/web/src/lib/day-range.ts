import { jakartaIsoDate } from '@booster/domain';
import { useState } from 'react';

const DAY = 86_400_000;

/** Two WIB calendar days, `YYYY-MM-DD`, both included. */
export type DayRange = { from: string; to: string };

/** The last `days` WIB calendar days, today included. */
export function lastDays(days: number, now = new Date()): DayRange {
  return { from: jakartaIsoDate(new Date(now.getTime() - (days - 1) * DAY)), to: jakartaIsoDate(now) };
}

/** From the first of this WIB month to today. */
export function monthToDate(now = new Date()): DayRange {
  const to = jakartaIsoDate(now);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * A report's range, chosen by a preset or by its two days (picking a day leaves the preset); the
 * range may carry more filters (a shop), which a preset keeps.
 */
export function usePresetRange<P extends string, R extends DayRange>(
  rangeOf: (preset: P) => DayRange,
  initial: P,
) {
  const [preset, setPreset] = useState<P | null>(initial);
  const [range, setRange] = useState<R>(() => rangeOf(initial) as R);
  return {
    preset,
    range,
    setRange,
    pickPreset(next: P) {
      setPreset(next);
      setRange((r) => ({ ...r, ...rangeOf(next) }));
    },
    setDay: (field: 'from' | 'to') => (day: string) => {
      setPreset(null);
      setRange((r) => ({ ...r, [field]: day }));
    },
  };
}
