import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { translateValidation } from '../lib/error-message.ts';

export type NumberFieldProps<T extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
> & {
  control: Control<T>;
  /** A number field of the form. */
  name: Path<T>;
  /** What the field holds while the box is empty: `null` (no limit), `undefined` (left out) or `NaN` (refused by the schema). */
  whenEmpty: null | undefined | number;
};

/** A whole-number box of a react-hook-form form (`useContractForm`'s `form.control`), its error announced under it. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  whenEmpty,
  ...inputProps
}: NumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          allowDecimal={false}
          {...inputProps}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? whenEmpty : Number(v))}
          onBlur={field.onBlur}
          error={translateValidation(fieldState.error?.message)}
          errorProps={{ role: 'alert' }}
        />
      )}
    />
  );
}
