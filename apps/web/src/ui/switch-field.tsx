import { Switch, type SwitchProps } from '@mantine/core';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-fields.tsx';

/** `name` is a boolean field of the form. */
export type SwitchFieldProps<T extends FieldValues> = Omit<SwitchProps, 'checked' | 'onChange' | 'name'> &
  BoundFieldProps<T>;

/** An on/off field of a react-hook-form form (`useContractForm`'s `form.control`). */
export function SwitchField<T extends FieldValues>({ control, name, ...switchProps }: SwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...switchProps}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}
