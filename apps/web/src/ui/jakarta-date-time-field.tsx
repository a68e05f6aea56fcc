import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { fromJakartaInput, toJakartaInput } from '../lib/jakarta-time.ts';
import { type BoundFieldProps, type BoundKeys, useBoundField } from './bound-fields.tsx';
import { DatesSettings } from './dates-settings.tsx';

/**
 * A date and time picked in Jakarta wall time (DD/MM/YYYY HH:mm, clearable) editing an ISO-instant field
 * of a react-hook-form form; cleared stores null. Its own file, so the calendar library loads only with the
 * forms that have one.
 */
export function JakartaDateTimeField<T extends FieldValues>({
  control,
  name,
  ...pickerProps
}: BoundFieldProps<T> & Omit<DateTimePickerProps, BoundKeys>) {
  // No onBlur: the field is checked when changed or submitted, not when the picker loses focus.
  const { value, onChange, error, errorProps } = useBoundField({ control, name }, fromJakartaInput);
  return (
    <DatesSettings>
      <DateTimePicker
        valueFormat="DD/MM/YYYY HH:mm"
        clearable
        popoverProps={{ withinPortal: true }}
        {...pickerProps}
        value={toJakartaInput(value ?? null)}
        onChange={onChange}
        error={error}
        errorProps={errorProps}
      />
    </DatesSettings>
  );
}
