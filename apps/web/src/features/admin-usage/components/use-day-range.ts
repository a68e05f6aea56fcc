import { usageRangeQuerySchema } from '@booster/contracts';
import { useState } from 'react';
import { translateValidation } from '../../../lib/error-message.ts';
import type { DayRange } from '../api/usage-queries.ts';
import { type Preset, presetRange } from './range-picker.tsx';

/** The page's range of days: a preset or two picked days, checked by the contract's schema. */
export function useDayRange(initial: Preset = '14d') {
  const [preset, setPreset] = useState<Preset | null>(initial);
  const [range, setRange] = useState<DayRange>(() => presetRange(initial));
  const checked = usageRangeQuerySchema.safeParse(range);
  const reversed = checked.success && range.from > range.to;
  const error = !checked.success
    ? translateValidation(checked.error.issues[0]?.message)
    : reversed
      ? translateValidation('validation.dateInvalid')
      : undefined;
  return {
    preset,
    range,
    valid: checked.success && !reversed && range.from !== '' && range.to !== '',
    error,
    pickPreset(next: Preset) {
      setPreset(next);
      setRange(presetRange(next));
    },
    pickRange(next: DayRange) {
      setPreset(null);
      setRange(next);
    },
  };
}
