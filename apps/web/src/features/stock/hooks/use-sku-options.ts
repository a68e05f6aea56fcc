import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { stockListQueryOptions } from '../api/stock-queries.ts';

export type SkuOption = { value: string; label: string };

/**
 * Master SKUs matching what the seller types (one page of the stock list), plus every SKU already
 * chosen, so a Select / MultiSelect keeps showing its values while the search changes.
 */
export function useSkuOptions(chosen: readonly string[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const stock = useQuery(stockListQueryOptions({ page: 1, search: debounced, filter: 'all' }));
  const labels = useRef(new Map<string, string>());
  for (const item of stock.data?.docs ?? [])
    labels.current.set(item._id, `${item.sku} · ${item.productName} (${item.stock})`);
  const found = (stock.data?.docs ?? []).map((item) => item._id);
  const ids = [...new Set([...chosen, ...found])];
  const options: SkuOption[] = ids.map((id) => ({ value: id, label: labels.current.get(id) ?? id }));
  return { options, search, setSearch, loading: stock.isFetching };
}
