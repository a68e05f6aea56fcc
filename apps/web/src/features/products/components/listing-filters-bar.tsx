import { listingSortSchema, stockFilterSchema } from '@booster/contracts';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../ui/option-select.tsx';
import {
  type ShopFiltersBarProps,
  ShopSearchFilters,
  shopSearchTexts,
} from '../../../ui/shop-search-filters.tsx';
import { LISTING_PAGE_SIZES, type ListingFilters } from '../hooks/use-listing-filters.ts';

/** Shop picker, search by name or SKU (debounced into the URL), stock filter, sort and page size. */
export function ListingFiltersBar({ filters, shops, onChange }: ShopFiltersBarProps<ListingFilters>) {
  const { t } = useTranslation('products');
  const texts = shopSearchTexts((key) => t(`list.${key}`));
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
