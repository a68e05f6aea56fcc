import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, parseDisplayDay } from '../lib/day-format.ts';
import { DatesSettings } from './dates-settings.tsx';

export type DayInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate'> & {
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  minDay?: string;
  maxDay?: string;
};

/**
 * A calendar day shown and typed as DD/MM/YYYY with the picker in the interface language (month and day
 * names from the dayjs locale of `DatesSettings`), whatever the browser's own date format is.
 */
export function DayInput({ value, onChange, minDay, maxDay, ...rest }: DayInputProps) {
  const { t } = useTranslation('common');
  return (
    <DatesSettings>
      <DateInput
        valueFormat={DAY_FORMAT}
        placeholder={DAY_FORMAT}
        dateParser={parseDisplayDay}
        clearable
        clearButtonProps={{ 'aria-label': t('dayInput.clear') }}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        minDate={minDay || undefined}
        maxDate={maxDay || undefined}
        popoverProps={{ withinPortal: true }}
        {...rest}
      />
    </DatesSettings>
  );
}
