import { CHAT_MARKETPLACES, marketplaceLabel } from '@booster/domain';
import { Group, Select, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../ui/search-input.tsx';
import { type ConversationFilter, chatShopsQueryOptions } from '../api/conversation-queries.ts';

export type InboxFiltersProps = {
  filter: ConversationFilter;
  onShop: (shopId: string | null) => void;
  onMarketplace: (marketplace: string | null) => void;
  onSearch: (text: string) => void;
};

/** Search by buyer name or message text, and the shop and marketplace filter. */
export function InboxFilters({ filter, onShop, onMarketplace, onSearch }: InboxFiltersProps) {
  const { t } = useTranslation('chat');
  const shops = useQuery(chatShopsQueryOptions());
  const [text, setText] = useState(filter.search ?? '');
  const search = useDebouncedCallback(onSearch, 300);
  const shopOptions = (shops.data ?? [])
    .filter((s) => !filter.marketplace || s.marketplace === filter.marketplace)
    .map((s) => ({ value: s._id, label: `${s.shopname} (${marketplaceLabel(s.marketplace)})` }));

  return (
    <Stack gap="xs">
      <SearchInput
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        value={text}
        onChange={(value) => {
          setText(value);
          search(value.trim());
        }}
      />
      <Group gap="xs" grow wrap="nowrap">
        <Select
          aria-label={t('filters.marketplace')}
          placeholder={t('filters.anyMarketplace')}
          data={CHAT_MARKETPLACES.map((m) => ({ value: m, label: marketplaceLabel(m) }))}
          value={filter.marketplace ?? null}
          onChange={onMarketplace}
          clearable
          size="xs"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label={t('filters.shop')}
          placeholder={t('filters.allShops')}
          data={shopOptions}
          value={filter.shopId ?? null}
          onChange={onShop}
          clearable
          searchable
          size="xs"
          nothingFoundMessage={t('filters.noShop')}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Stack>
  );
}
