import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type SwitchFieldProps<T extends FieldValues> = Omit<SwitchProps, 'checked' | 'onChange' | 'name'> & {
  control: Control<T>;
  /** A boolean field of the form. */
  name: Path<T>;
};

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
