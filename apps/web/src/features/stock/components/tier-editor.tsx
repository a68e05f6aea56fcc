import { Button, CloseButton, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_TIERS, type Tier } from '../lib/variant-table.ts';

/** What `useContractForm().errorOf` gives an input: its translated message, announced. */
export type FieldErrorProps = { error: string | undefined; errorProps: { role: string } };

export type TierEditorProps = {
  tiers: readonly Tier[];
  onChange: (tiers: Tier[]) => void;
  /** The error props of `tiers.<i>.name` / `tiers.<i>.options`. */
  errorOf: (path: string) => FieldErrorProps;
  disabled?: boolean;
};

/** Up to two variation tiers (e.g. Warna, Ukuran), each a name and its options. */
export function TierEditor({ tiers, onChange, errorOf, disabled }: TierEditorProps) {
  const { t } = useTranslation('stock');
  const update = (index: number, tier: Tier) => onChange(tiers.map((old, i) => (i === index ? tier : old)));
  return (
    <Stack gap="sm">
      {tiers.map((tier, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tier is identified by its position
        <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('form.tierName', { index: index + 1 })}
            placeholder={t('form.tierNamePlaceholder')}
            value={tier.name}
            onChange={(e) => update(index, { ...tier, name: e.currentTarget.value })}
            {...errorOf(`tiers.${index}.name`)}
            disabled={disabled}
            w={200}
          />
          <TagsInput
            label={t('form.tierOptions')}
            placeholder={t('form.tierOptionsPlaceholder')}
            value={tier.options}
            onChange={(options) => update(index, { ...tier, options })}
            {...errorOf(`tiers.${index}.options`)}
            disabled={disabled}
            style={{ flex: 1 }}
            clearable
          />
          <CloseButton
            mt={28}
            aria-label={t('form.removeTier', { index: index + 1 })}
            onClick={() => onChange(tiers.filter((_, i) => i !== index))}
            disabled={disabled}
          />
        </Group>
      ))}
      {tiers.length < MAX_TIERS && (
        <Button
          variant="light"
          onClick={() => onChange([...tiers, { name: '', options: [] }])}
          disabled={disabled}
          w="fit-content"
        >
          {t('form.addTier')}
        </Button>
      )}
    </Stack>
  );
}
