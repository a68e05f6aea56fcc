import type { scrapeDraftEditSchema } from '@booster/contracts';
import { ActionIcon, Image, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';

type DraftValues = z.input<typeof scrapeDraftEditSchema>;
type DraftForm = UseFormReturn<DraftValues, unknown, z.output<typeof scrapeDraftEditSchema>>;
type FieldProps = (name: 'name' | 'description') => Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the form's own path type, passed through
type ErrorOf = (name: any) => { error?: string; errorProps: { role: string } };

export type DraftFieldsProps = { form: DraftForm; field: FieldProps; errorOf: ErrorOf };

/** What the seller edits of a scraped product: name, description, photos, weight and each variant. */
export function DraftFields({ form, field, errorOf }: DraftFieldsProps) {
  const { t } = useTranslation('productScrape');
  const images = form.watch('images');
  const tiers = form.watch('tiers') ?? [];
  const variants = form.watch('variants');
  return (
    <Stack gap="sm">
      <TextInput label={t('editor.name')} withAsterisk {...field('name')} />
      <Textarea label={t('editor.description')} autosize minRows={3} maxRows={10} {...field('description')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('editor.images')}
        </Text>
        {images.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('editor.noImages')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {images.map((url, i) => (
            <div key={url} style={{ position: 'relative' }}>
              <Image src={url} alt={t('editor.image', { n: i + 1 })} radius="sm" h={80} fit="cover" />
              <ActionIcon
                size="sm"
                color="red"
                variant="filled"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('editor.removeImage', { n: i + 1 })}
                onClick={() =>
                  form.setValue(
                    'images',
                    images.filter((_, k) => k !== i),
                    { shouldDirty: true },
                  )
                }
              >
                ×
              </ActionIcon>
              {errorOf(`images.${i}`).error && (
                <Text size="xs" c="red.8" role="alert">
                  {errorOf(`images.${i}`).error}
                </Text>
              )}
            </div>
          ))}
        </SimpleGrid>
      </Stack>
      <BoundNumberInput
        control={form.control}
        name="weightGrams"
        emptyValue={null}
        label={t('editor.weight')}
        description={form.watch('weightGrams') === null ? t('editor.weightMissing') : undefined}
        min={1}
        allowDecimal={false}
        w={{ base: '100%', xs: 220 }}
      />
      <Text size="sm" fw={500}>
        {t('editor.variants')}
      </Text>
      {variants.map((variant, i) => (
        <SimpleGrid
          key={(variant.options ?? []).join('/') || 'single'}
          cols={{ base: 2, sm: 4 }}
          spacing="xs"
          data-testid="draft-variant"
        >
          <Stack gap={0} justify="center">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {tiers.length === 0 ? t('editor.noVariant') : (variant.options ?? []).join(' / ')}
            </Text>
          </Stack>
          <BoundNumberInput
            control={form.control}
            name={`variants.${i}.price`}
            label={t('editor.price')}
            min={0}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
          />
          <BoundNumberInput
            control={form.control}
            name={`variants.${i}.stock`}
            label={t('editor.stock')}
            min={0}
            allowDecimal={false}
          />
          <TextInput
            label={t('editor.sku')}
            {...form.register(`variants.${i}.sku`)}
            {...errorOf(`variants.${i}.sku`)}
          />
        </SimpleGrid>
      ))}
    </Stack>
  );
}
