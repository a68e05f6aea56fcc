import { NumberInput, type NumberInputProps, Select, type SelectProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { translateValidation } from '../lib/error-message.ts';

/** Which field of which react-hook-form form (`useContractForm`'s `form.control`) an input edits. */
export type BoundFieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: any form, whatever its submitted (transformed) values are
  control: Control<T, any, any>;
  name: Path<T>;
};

/** The props the binding sets on the input itself. */
export type BoundKeys = 'value' | 'onChange' | 'onBlur' | 'name' | 'error';

/** An input's own props but those the binding sets, the field, and what the field holds while the input is empty. */
export type BoundInputProps<T extends FieldValues, InputProps, Empty> = BoundFieldProps<T> &
  Omit<InputProps, BoundKeys> & { emptyValue?: Empty };

/**
 * The props that bind an input to the field: its value and blur, a change handler that stores what
 * `stored` makes of the input, and the field's message (client or server) announced under the input.
 */
export function useBoundField<T extends FieldValues, V>(
  { control, name }: BoundFieldProps<T>,
  stored: (input: V) => unknown,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    onChange: (input: V) => field.onChange(stored(input)),
    onBlur: field.onBlur,
    error: translateValidation(fieldState.error?.message),
    errorProps: { role: 'alert' },
    value: field.value,
  };
}

/** A Select editing a text field of a react-hook-form form; nothing picked stores `emptyValue` (''). */
export function BoundSelect<T extends FieldValues>({
  control,
  name,
  emptyValue = '',
  ...selectProps
}: BoundInputProps<T, SelectProps, string | null>) {
  const { value, ...bound } = useBoundField(
    { control, name },
    (picked: string | null) => picked ?? emptyValue,
  );
  return <Select {...selectProps} {...bound} value={value || null} />;
}

/** A NumberInput editing a numeric field of a react-hook-form form; an emptied input stores `emptyValue` (0). */
export function BoundNumberInput<T extends FieldValues>({
  control,
  name,
  emptyValue = 0,
  ...inputProps
}: BoundInputProps<T, NumberInputProps, number | null>) {
  const { value, ...bound } = useBoundField({ control, name }, (typed: number | string) =>
    typeof typed === 'number' ? typed : emptyValue,
  );
  return <NumberInput {...inputProps} {...bound} value={value ?? ''} />;
}

/**
 * Any input taking the field's value as is (`value` / `onChange(value)`, e.g. an ImageField or a TagsInput)
 * editing a field of a react-hook-form form; `input` is the component, the rest its own props. Leaving it
 * marks the field touched (checked on blur in `onTouched` forms), as with BoundSelect.
 */
export function BoundInput<T extends FieldValues, P extends object>({
  control,
  name,
  input: Input,
  ...inputProps
}: BoundFieldProps<T> & { input: ComponentType<P> } & Omit<P, BoundKeys>) {
  const bound = useBoundField({ control, name }, (value: unknown) => value);
  return <Input {...(inputProps as unknown as P)} {...bound} />;
}
