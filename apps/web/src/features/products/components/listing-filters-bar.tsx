import type { Shop } from '@booster/contracts';
import { listingSortSchema, stockFilterSchema } from '@booster/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchFilter } from '../../../lib/use-search-text.ts';
import { FieldRow } from '../../../ui/field-row.tsx';
import { SearchInput } from '../../../ui/index.ts';
import { ShopFilterSelect } from '../../../ui/shop-filter-select.tsx';
import { LISTING_PAGE_SIZES, type ListingFilters } from '../hooks/use-listing-filters.ts';

const SEARCH_DEBOUNCE_MS = 400;

export type ListingFiltersBarProps = {
  filters: ListingFilters;
  shops: readonly Shop[];
  onChange: (change: Partial<ListingFilters>) => void;
};

/** Shop picker, search by name or SKU (debounced into the URL), stock filter, sort and page size. */
export function ListingFiltersBar({ filters, shops, onChange }: ListingFiltersBarProps) {
  const { t } = useTranslation('products');
  const { text: search, setText: setSearch } = useSearchFilter(
    filters.search,
    (settled) => onChange({ search: settled }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <FieldRow mb="md">
      <ShopFilterSelect
        label={t('list.shop')}
        allLabel={t('list.allShops')}
        shops={shops}
        value={filters.shopId}
        onChange={(shopId) => onChange({ shopId })}
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
    </FieldRow>
  );
}
