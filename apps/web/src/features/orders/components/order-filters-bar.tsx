import type { Shop } from '@booster/contracts';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../ui/option-select.tsx';
import { ShopSearchFilters } from '../../../ui/shop-search-filters.tsx';
import { ORDER_SORTS, type OrderFilters } from '../hooks/use-order-filters.ts';
import { DateFilterInput } from './date-filter-input.tsx';

export type OrderFiltersBarProps = {
  filters: OrderFilters;
  shops: readonly Shop[];
  onChange: (change: Partial<OrderFilters>) => void;
};

/** Shop, search (order number, buyer, product, resi; debounced into the URL), date and sort. */
export function OrderFiltersBar({ filters, shops, onChange }: OrderFiltersBarProps) {
  const { t } = useTranslation('orders');
  const texts = {
    shop: t('filters.shop'),
    allShops: t('filters.allShops'),
    search: t('filters.search'),
    searchPlaceholder: t('filters.searchPlaceholder'),
  };
  return (
    <ShopSearchFilters filters={filters} shops={shops} onChange={onChange} texts={texts} shopWidth={200}>
      <DateFilterInput value={filters.date} onChange={(date) => onChange({ date })} />
      <OptionSelect
        label={t('filters.sort')}
        options={ORDER_SORTS}
        optionLabel={(v) => t(`sort.${v}`)}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        w={200}
      />
    </ShopSearchFilters>
  );
}
