import { type PopularFilters, type PopularQuery, popularQuerySchema } from '@booster/contracts';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';

const RATINGS = ['4.5', '4', '3'];

type Props = {
  value: PopularQuery;
  options: PopularFilters | undefined;
  onApply: (query: PopularQuery) => void;
  onReset: () => void;
  busy: boolean;
};

/** Period, category, price band, rating, location and order; applied together (each new list counts for a free member). */
export function PopularFiltersForm({ value, options, onApply, onReset, busy }: Props) {
  const { t } = useTranslation('researchPopular');
  const { form, field, handleSubmit } = useContractForm(popularQuerySchema, value);
  useEffect(() => form.reset(value), [value, form]);
  const select = (
    name: 'period' | 'categoryId' | 'minRating' | 'location' | 'sort',
    label: string,
    data: { value: string; label: string }[],
    empty?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <Select
          label={label}
          data={empty ? [{ value: '', label: empty }, ...data] : data}
          value={f.value === undefined || f.value === null ? '' : String(f.value)}
          onChange={(v) => f.onChange(v === '' || v === null ? undefined : v)}
          allowDeselect={false}
          searchable={data.length > 8}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  return (
    <form
      aria-label={t('filters.title')}
      noValidate
      onSubmit={handleSubmit((v) =>
        onApply({
          marketplace: v.marketplace,
          period: String(v.period) as '7' | '30',
          categoryId: v.categoryId || undefined,
          minPrice: v.minPrice,
          maxPrice: v.maxPrice,
          minRating: v.minRating,
          location: v.location || undefined,
          sort: v.sort,
        }),
      )}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {select('period', t('filters.period'), [
          { value: '7', label: t('filters.period7') },
          { value: '30', label: t('filters.period30') },
        ])}
        {select(
          'categoryId',
          t('filters.category'),
          (options?.categories ?? []).map((c) => ({
            value: c.id,
            label: c.parentName ? `${c.parentName} › ${c.name}` : c.name,
          })),
          t('filters.allCategories'),
        )}
        <TextInput
          label={t('filters.minPrice')}
          inputMode="numeric"
          leftSection="Rp"
          {...field('minPrice')}
        />
        <TextInput
          label={t('filters.maxPrice')}
          inputMode="numeric"
          leftSection="Rp"
          {...field('maxPrice')}
        />
        {select(
          'minRating',
          t('filters.minRating'),
          RATINGS.map((r) => ({ value: r, label: t('filters.ratingAtLeast', { rating: r }) })),
          t('filters.anyRating'),
        )}
        {select(
          'location',
          t('filters.location'),
          (options?.locations ?? []).map((l) => ({ value: l, label: l })),
          t('filters.allLocations'),
        )}
        {select('sort', t('filters.sort'), [
          { value: 'units', label: t('filters.sortUnits') },
          { value: 'revenue', label: t('filters.sortRevenue') },
        ])}
        <Group align="flex-end" gap="xs">
          <Button type="submit" loading={busy}>
            {t('filters.apply')}
          </Button>
          <Button variant="default" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}
