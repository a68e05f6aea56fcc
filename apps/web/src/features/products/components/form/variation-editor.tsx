import { Button, Group, Paper, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TierDraft } from '../../lib/variant-grid.ts';

export type VariationEditorProps = {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  maxTiers: number;
  errorOf: (field: string) => string | undefined;
};

/** Up to `maxTiers` variation types (e.g. Warna, Ukuran), each with its options. */
export function VariationEditor({ tiers, onChange, maxTiers, errorOf }: VariationEditorProps) {
  const { t } = useTranslation('products');
  const update = (index: number, tier: TierDraft) =>
    onChange(tiers.map((old, i) => (i === index ? tier : old)));
  return (
    <Stack gap="sm">
      {tiers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('variants.none')}
        </Text>
      )}
      {tiers.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position (tier 1, tier 2)
        <Paper key={i} withBorder p="sm" radius="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('variants.tierName', { index: i + 1 })}
              placeholder={t('variants.tierNamePlaceholder')}
              value={tier.name}
              onChange={(e) => update(i, { ...tier, name: e.currentTarget.value })}
              error={errorOf(`tiers.${i}.name`)}
              w={200}
              withAsterisk
            />
            <TagsInput
              label={t('variants.options')}
              placeholder={t('variants.optionsPlaceholder')}
              value={tier.options}
              onChange={(options) => update(i, { ...tier, options })}
              error={errorOf(`tiers.${i}.options`)}
              style={{ flex: 1, minWidth: 240 }}
              withAsterisk
            />
            <Button
              variant="subtle"
              color="red"
              mt={24}
              onClick={() => onChange(tiers.filter((_, j) => j !== i))}
              aria-label={t('variants.removeTier', { index: i + 1 })}
            >
              {t('variants.remove')}
            </Button>
          </Group>
        </Paper>
      ))}
      {errorOf('tiers') && (
        <Text size="sm" c="red.8" role="alert">
          {errorOf('tiers')}
        </Text>
      )}
      {tiers.length < maxTiers && (
        <Button
          variant="light"
          onClick={() => onChange([...tiers, { name: '', options: [] }])}
          w="fit-content"
        >
          {t('variants.addTier')}
        </Button>
      )}
    </Stack>
  );
}
