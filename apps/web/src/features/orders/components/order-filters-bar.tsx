import type { Shop } from '@booster/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchFilter } from '../../../lib/use-search-text.ts';
import { FieldRow } from '../../../ui/field-row.tsx';
import { SearchInput } from '../../../ui/index.ts';
import { ShopFilterSelect } from '../../../ui/shop-filter-select.tsx';
import { ORDER_SORTS, type OrderFilters, type OrderSort } from '../hooks/use-order-filters.ts';
import { DateFilterInput } from './date-filter-input.tsx';

const SEARCH_DEBOUNCE_MS = 400;

export type OrderFiltersBarProps = {
  filters: OrderFilters;
  shops: readonly Shop[];
  onChange: (change: Partial<OrderFilters>) => void;
};

/** Shop, search (order number, buyer, product, resi; debounced into the URL), date and sort. */
export function OrderFiltersBar({ filters, shops, onChange }: OrderFiltersBarProps) {
  const { t } = useTranslation('orders');
  const { text: search, setText: setSearch } = useSearchFilter(
    filters.search,
    (settled) => onChange({ search: settled }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <FieldRow mb="md">
      <ShopFilterSelect
        label={t('filters.shop')}
        allLabel={t('filters.allShops')}
        shops={shops}
        value={filters.shopId}
        onChange={(shopId) => onChange({ shopId })}
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
    </FieldRow>
  );
}
