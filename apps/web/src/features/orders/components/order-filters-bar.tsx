import type { Shop } from '@booster/contracts';
import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../ui/index.ts';
import { ORDER_SORTS, type OrderFilters, type OrderSort } from '../hooks/use-order-filters.ts';
import { DateFilterInput } from './date-filter-input.tsx';

const ALL_SHOPS = 'all';
const SEARCH_DEBOUNCE_MS = 400;

export type OrderFiltersBarProps = {
  filters: OrderFilters;
  shops: readonly Shop[];
  onChange: (change: Partial<OrderFilters>) => void;
};

/** Shop, search (order number, buyer, product, resi; debounced into the URL), date and sort. */
export function OrderFiltersBar({ filters, shops, onChange }: OrderFiltersBarProps) {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search updates the URL
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
  }, [debounced]);

  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <Select
        label={t('filters.shop')}
        data={[
          { value: ALL_SHOPS, label: t('filters.allShops') },
          ...shops.map((s) => ({ value: s._id, label: s.shopname })),
        ]}
        value={filters.shopId ?? ALL_SHOPS}
        onChange={(v) => onChange({ shopId: !v || v === ALL_SHOPS ? null : v })}
        allowDeselect={false}
        w={200}
      />
      <SearchInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        w={280}
      />
      <DateFilterInput value={filters.date} onChange={(date) => onChange({ date })} />
      <Select
        label={t('filters.sort')}
        data={ORDER_SORTS.map((v) => ({ value: v, label: t(`sort.${v}`) }))}
        value={filters.sort}
        onChange={(v) => v && onChange({ sort: v as OrderSort })}
        allowDeselect={false}
        w={200}
      />
    </Group>
  );
}
