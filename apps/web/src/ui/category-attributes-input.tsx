import type { categoryAttributeSchema } from '@booster/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { z } from 'zod';

export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

export type CategoryAttributesInputProps = {
  attributes: readonly CategoryAttribute[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  errors: Record<string, string | undefined>;
};

/** A category's attributes: a choice where the platform lists values, free text otherwise. */
export function CategoryAttributesInput({
  attributes,
  values,
  onChange,
  errors,
}: CategoryAttributesInputProps) {
  const set = (id: string, value: string) => onChange({ ...values, [id]: value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {attributes.map((attribute) =>
        attribute.inputType === 'select' && attribute.values.length > 0 ? (
          <Select
            key={attribute.id}
            label={attribute.name}
            withAsterisk={attribute.required}
            data={attribute.values}
            value={values[attribute.id] || null}
            onChange={(value) => set(attribute.id, value ?? '')}
            error={errors[attribute.id]}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput
            key={attribute.id}
            label={attribute.name}
            withAsterisk={attribute.required}
            value={values[attribute.id] ?? ''}
            onChange={(e) => set(attribute.id, e.currentTarget.value)}
            error={errors[attribute.id]}
          />
        ),
      )}
    </SimpleGrid>
  );
}
