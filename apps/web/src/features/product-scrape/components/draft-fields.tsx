import type { scrapeDraftEditSchema } from '@booster/contracts';
import { ActionIcon, Image, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { z } from 'zod';

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
      <Controller
        control={form.control}
        name="weightGrams"
        render={({ field: weight }) => (
          <NumberInput
            label={t('editor.weight')}
            description={weight.value === null ? t('editor.weightMissing') : undefined}
            min={1}
            allowDecimal={false}
            value={weight.value ?? ''}
            onChange={(value) => weight.onChange(value === '' ? null : Number(value))}
            w={{ base: '100%', xs: 220 }}
            {...errorOf('weightGrams')}
          />
        )}
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
          <Controller
            control={form.control}
            name={`variants.${i}.price`}
            render={({ field: price }) => (
              <NumberInput
                label={t('editor.price')}
                min={0}
                allowDecimal={false}
                thousandSeparator="."
                decimalSeparator=","
                value={Number(price.value)}
                onChange={(value) => price.onChange(Number(value) || 0)}
                {...errorOf(`variants.${i}.price`)}
              />
            )}
          />
          <Controller
            control={form.control}
            name={`variants.${i}.stock`}
            render={({ field: stock }) => (
              <NumberInput
                label={t('editor.stock')}
                min={0}
                allowDecimal={false}
                value={Number(stock.value)}
                onChange={(value) => stock.onChange(Number(value) || 0)}
                {...errorOf(`variants.${i}.stock`)}
              />
            )}
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
