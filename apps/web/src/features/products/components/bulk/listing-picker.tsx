import type { Marketplace } from '@booster/domain';
import { Button, Card, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../../lib/use-search-text.ts';
import { SearchInput } from '../../../../ui/index.ts';
import { listingsQueryOptions } from '../../api/listing-queries.ts';
import { productPaths } from '../../lib/product-paths.ts';
import { ListingTable } from '../listing-table.tsx';

export type ListingPickerProps = { marketplace: Marketplace; onPick: (ids: string[]) => void };

/** A bulk edit opened without a selection: the seller picks the products here. */
export function ListingPicker({ marketplace, onPick }: ListingPickerProps) {
  const { t } = useTranslation('products');
  const { text: search, setText: setSearch, search: debounced } = useSearchText('', 400);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const listings = useQuery({
    ...listingsQueryOptions(marketplace, { page, limit: 20, search: debounced || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card withBorder padding="md">
      <Text size="sm" mb="sm">
        {t('bulk.pickHint')}
      </Text>
      <Group justify="space-between" mb="md" wrap="wrap">
        <SearchInput
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          w={300}
        />
        <Button disabled={selected.size === 0} onClick={() => onPick([...selected])}>
          {t('bulk.continue', { count: selected.size })}
        </Button>
      </Group>
      <ListingTable
        query={listings}
        selected={selected}
        onSelectedChange={setSelected}
        editPath={(id) => productPaths.edit(marketplace, id)}
        onPageChange={setPage}
      />
    </Card>
  );
}
