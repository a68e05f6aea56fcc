import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { translateValidation } from '../lib/error-message.ts';

export type CheckboxGroupFieldProps<T extends FieldValues, V extends string | number> = {
  control: Control<T>;
  /** A field of the form holding the chosen options (an array of `options`' values). */
  name: Path<T>;
  label: string;
  description?: string;
  withAsterisk?: boolean;
  options: readonly V[];
  optionLabel: (option: V) => string;
  /** The boxes side by side in a row instead of in two columns. */
  inline?: boolean;
};

/**
 * A "pick any of these" field of a react-hook-form form (`useContractForm`'s `form.control`): a box per
 * option, the field's error announced under them.
 */
export function CheckboxGroupField<T extends FieldValues, V extends string | number>({
  control,
  name,
  options,
  optionLabel,
  inline = false,
  ...groupProps
}: CheckboxGroupFieldProps<T, V>) {
  const boxes = options.map((o) => <Checkbox key={o} value={String(o)} label={optionLabel(o)} />);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          {...groupProps}
          value={((field.value ?? []) as V[]).map(String)}
          onChange={(values) => field.onChange(values.map((v) => options.find((o) => String(o) === v)))}
          error={translateValidation(fieldState.error?.message)}
          errorProps={{ role: 'alert' }}
        >
          {inline ? (
            <Group gap="md" mt={6}>
              {boxes}
            </Group>
          ) : (
            <SimpleGrid cols={2} spacing={6} mt={6}>
              {boxes}
            </SimpleGrid>
          )}
        </Checkbox.Group>
      )}
    />
  );
}
