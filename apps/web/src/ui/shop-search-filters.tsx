import type { Shop } from '@booster/contracts';
import type { ReactNode } from 'react';
import { useSearchFilter } from '../lib/use-search-text.ts';
import { FieldRow } from './field-row.tsx';
import { SearchInput } from './search-input.tsx';
import { ShopFilterSelect } from './shop-filter-select.tsx';

/** A list kept in the URL waits this long after typing before its search changes the address. */
const URL_SEARCH_DEBOUNCE_MS = 400;

export type ShopSearchFiltersProps = {
  /** The filters in the URL: the chosen shop (null for every shop) and the settled search text. */
  filters: { shopId: string | null; search: string };
  shops: readonly Shop[];
  onChange: (change: { shopId?: string | null; search?: string }) => void;
  texts: { shop: string; allShops: string; search: string; searchPlaceholder: string };
  shopWidth: number;
  /** The list's own filters after the search (date, stock, sort). */
  children: ReactNode;
};

/** The props of a list's own filter bar around `ShopSearchFilters` (orders, products). */
export type ShopFiltersBarProps<F> = {
  filters: F;
  shops: readonly Shop[];
  onChange: (change: Partial<F>) => void;
};

/** The row's texts from a list's own keys `shop`, `allShops`, `search` and `searchPlaceholder`. */
export function shopSearchTexts(text: (key: keyof ShopSearchFiltersProps['texts']) => string) {
  return {
    shop: text('shop'),
    allShops: text('allShops'),
    search: text('search'),
    searchPlaceholder: text('searchPlaceholder'),
  };
}

/** A marketplace list's filter row: shop, a search debounced into the URL, then the list's own filters. */
export function ShopSearchFilters({
  filters,
  shops,
  onChange,
  texts,
  shopWidth,
  children,
}: ShopSearchFiltersProps) {
  const { text, setText } = useSearchFilter(
    filters.search,
    (search) => onChange({ search }),
    URL_SEARCH_DEBOUNCE_MS,
  );
  return (
    <FieldRow mb="md">
      <ShopFilterSelect
        label={texts.shop}
        allLabel={texts.allShops}
        shops={shops}
        value={filters.shopId}
        onChange={(shopId) => onChange({ shopId })}
        w={shopWidth}
      />
      <SearchInput
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={text}
        onChange={setText}
        w={280}
      />
      {children}
    </FieldRow>
  );
}
