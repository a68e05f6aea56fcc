import type { Shop } from '@booster/contracts';
import { listingSortSchema, stockFilterSchema } from '@booster/contracts';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../ui/option-select.tsx';
import { ShopSearchFilters } from '../../../ui/shop-search-filters.tsx';
import { LISTING_PAGE_SIZES, type ListingFilters } from '../hooks/use-listing-filters.ts';

export type ListingFiltersBarProps = {
  filters: ListingFilters;
  shops: readonly Shop[];
  onChange: (change: Partial<ListingFilters>) => void;
};

/** Shop picker, search by name or SKU (debounced into the URL), stock filter, sort and page size. */
export function ListingFiltersBar({ filters, shops, onChange }: ListingFiltersBarProps) {
  const { t } = useTranslation('products');
  const texts = {
    shop: t('list.shop'),
    allShops: t('list.allShops'),
    search: t('list.search'),
    searchPlaceholder: t('list.searchPlaceholder'),
  };
  return (
    <ShopSearchFilters filters={filters} shops={shops} onChange={onChange} texts={texts} shopWidth={220}>
      <OptionSelect
        label={t('list.stockFilter')}
        options={stockFilterSchema.options}
        optionLabel={(v) => t(`stockFilter.${v}`)}
        value={filters.stock}
        onChange={(stock) => onChange({ stock })}
        w={180}
      />
      <OptionSelect
        label={t('list.sort')}
        options={listingSortSchema.options}
        optionLabel={(v) => t(`sort.${v}`)}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        w={220}
      />
      <OptionSelect
        label={t('list.pageSize')}
        options={LISTING_PAGE_SIZES}
        optionLabel={(n) => t('list.perPage', { count: n })}
        value={filters.limit}
        onChange={(limit) => onChange({ limit })}
        w={140}
      />
    </ShopSearchFilters>
  );
}
