import type { categoryAttributeSchema } from '@booster/contracts';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

export type AttributeFieldsProps = {
  attributes: readonly CategoryAttribute[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  errorOf: (attributeId: string) => string | undefined;
};

/** The category's attributes: a choice where the platform lists values, text otherwise; required ones marked. */
export function AttributeFields({ attributes, values, onChange, errorOf }: AttributeFieldsProps) {
  const { t } = useTranslation('products');
  if (attributes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('form.noAttributes')}
      </Text>
    );
  }
  const set = (id: string, value: string) => onChange({ ...values, [id]: value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {attributes.map((a) =>
        a.inputType === 'select' && a.values.length > 0 ? (
          <Select
            key={a.id}
            label={a.name}
            withAsterisk={a.required}
            data={a.values}
            value={values[a.id] || null}
            onChange={(v) => set(a.id, v ?? '')}
            clearable={!a.required}
            searchable
            error={errorOf(a.id)}
          />
        ) : (
          <TextInput
            key={a.id}
            label={a.name}
            withAsterisk={a.required}
            value={values[a.id] ?? ''}
            onChange={(e) => set(a.id, e.currentTarget.value)}
            error={errorOf(a.id)}
          />
        ),
      )}
    </SimpleGrid>
  );
}
