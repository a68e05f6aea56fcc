import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../ui/option-select.tsx';
import {
  type ShopFiltersBarProps,
  ShopSearchFilters,
  shopSearchTexts,
} from '../../../ui/shop-search-filters.tsx';
import { ORDER_SORTS, type OrderFilters } from '../hooks/use-order-filters.ts';
import { DateFilterInput } from './date-filter-input.tsx';

/** Shop, search (order number, buyer, product, resi; debounced into the URL), date and sort. */
export function OrderFiltersBar({ filters, shops, onChange }: ShopFiltersBarProps<OrderFilters>) {
  const { t } = useTranslation('orders');
  const texts = shopSearchTexts((key) => t(`filters.${key}`));
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
