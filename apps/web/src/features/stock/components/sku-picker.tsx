import type { StockItem } from '@booster/contracts';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { notify, PagedTable, SearchInput, SectionCard } from '../../../ui/index.ts';
import { usePushStock } from '../api/stock-mutations.ts';
import { stockListQueryOptions } from '../api/stock-queries.ts';
import { OversoldBadge } from './oversold-badge.tsx';

/** The contract's limit of SKUs per push request. */
const MAX_SKUS = 1000;

/** Pick master SKUs (kept across pages and searches) and push their central stock now. */
export function SkuPicker() {
  const { t } = useTranslation('stock');
  const { text, setText, search, page, setPage } = usePagedSearch();
  const stock = useQuery(stockListQueryOptions({ page, search, filter: 'all' }));
  const push = usePushStock();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const pageRows = stock.data?.docs ?? [];
  const isPageChosen = pageRows.length > 0 && pageRows.every((row) => chosen.has(row._id));

  const toggle = (ids: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (!on) next.delete(id);
        else if (next.size < MAX_SKUS) next.add(id);
      }
      return next;
    });

  const pushNow = () =>
    push.mutate([...chosen], {
      onSuccess: ({ queued }) => {
        notify.success(t('pushPage.queued', { count: queued }));
        setChosen(new Set());
      },
      onError: (error) => reportActionError(error, t('errors.generic')),
    });

  return (
    <SectionCard
      titleId="push-pick"
      title={t('pushPage.pickTitle')}
      subtitle={t('pushPage.pickSubtitle')}
      aside={
        <Group gap="sm">
          <Text size="sm">{t('pushPage.selected', { count: chosen.size })}</Text>
          <Button onClick={pushNow} disabled={chosen.size === 0} loading={push.isPending}>
            {t('pushPage.pushNow')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <SearchInput
          value={text}
          onChange={setText}
          placeholder={t('stockList.searchPlaceholder')}
          maw={360}
        />
        <PagedTable<StockItem>
          query={stock}
          label={t('pushPage.pickTable')}
          onPageChange={setPage}
          minWidth={640}
          dimWhileFetching
          empty={{}}
          columns={[
            {
              key: 'pick',
              header: (
                <Checkbox
                  checked={isPageChosen}
                  onChange={() =>
                    toggle(
                      pageRows.map((row) => row._id),
                      !isPageChosen,
                    )
                  }
                  aria-label={t('pushPage.choosePage')}
                />
              ),
              cell: (row) => (
                <Checkbox
                  checked={chosen.has(row._id)}
                  onChange={(e) => toggle([row._id], e.currentTarget.checked)}
                  aria-label={t('pushPage.chooseSku', { sku: row.sku })}
                />
              ),
            },
            { key: 'sku', header: t('stockList.columns.sku'), cell: (row) => row.sku },
            {
              key: 'product',
              header: t('stockList.columns.product'),
              cell: (row) => [row.productName, row.name].filter(Boolean).join(' · '),
            },
            {
              key: 'stock',
              header: t('stockList.columns.stock'),
              cell: (row) => (
                <Group gap="xs" wrap="nowrap">
                  {row.stock}
                  <OversoldBadge units={row.oversold} />
                </Group>
              ),
            },
            { key: 'linked', header: t('stockList.columns.linked'), cell: (row) => row.linkedCount },
          ]}
        />
      </Stack>
    </SectionCard>
  );
}
