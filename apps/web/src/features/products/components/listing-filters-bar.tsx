import type { Shop } from '@booster/contracts';
import { listingSortSchema, stockFilterSchema } from '@booster/contracts';
import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../ui/index.ts';
import { LISTING_PAGE_SIZES, type ListingFilters } from '../hooks/use-listing-filters.ts';

const ALL_SHOPS = 'all';
const SEARCH_DEBOUNCE_MS = 400;

export type ListingFiltersBarProps = {
  filters: ListingFilters;
  shops: readonly Shop[];
  onChange: (change: Partial<ListingFilters>) => void;
};

/** Shop picker, search by name or SKU (debounced into the URL), stock filter, sort and page size. */
export function ListingFiltersBar({ filters, shops, onChange }: ListingFiltersBarProps) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search updates the URL
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
  }, [debounced]);

  const shopOptions = [
    { value: ALL_SHOPS, label: t('list.allShops') },
    ...shops.map((s) => ({ value: s._id, label: s.shopname })),
  ];
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <Select
        label={t('list.shop')}
        data={shopOptions}
        value={filters.shopId ?? ALL_SHOPS}
        onChange={(v) => onChange({ shopId: !v || v === ALL_SHOPS ? null : v })}
        allowDeselect={false}
        w={220}
      />
      <SearchInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        w={280}
      />
      <Select
        label={t('list.stockFilter')}
        data={stockFilterSchema.options.map((v) => ({ value: v, label: t(`stockFilter.${v}`) }))}
        value={filters.stock}
        onChange={(v) => v && onChange({ stock: stockFilterSchema.parse(v) })}
        allowDeselect={false}
        w={180}
      />
      <Select
        label={t('list.sort')}
        data={listingSortSchema.options.map((v) => ({ value: v, label: t(`sort.${v}`) }))}
        value={filters.sort}
        onChange={(v) => v && onChange({ sort: listingSortSchema.parse(v) })}
        allowDeselect={false}
        w={220}
      />
      <Select
        label={t('list.pageSize')}
        data={LISTING_PAGE_SIZES.map((n) => ({ value: String(n), label: t('list.perPage', { count: n }) }))}
        value={String(filters.limit)}
        onChange={(v) => v && onChange({ limit: Number(v) })}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}
