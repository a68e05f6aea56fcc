import { spreadsheetRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { Button, Card, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationModal } from '../../../lib/global-modal.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { usePageCursors } from '../../../lib/page-cursors.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { SheetExportButton } from '../../../ui/sheet-export-button.tsx';
import { orderShopsQueryOptions, ordersQueryOptions, orderTabsQueryOptions } from '../api/order-queries.ts';
import { MarketplaceTabs } from '../components/marketplace-tabs.tsx';
import { OrderFiltersBar } from '../components/order-filters-bar.tsx';
import { OrderTable } from '../components/order-table.tsx';
import { OrderToolbar } from '../components/order-toolbar.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useMarketplace } from '../hooks/use-marketplace.ts';
import { listQueryOf, useOrderFilters } from '../hooks/use-order-filters.ts';

/** /panel/order/mp/:marketplace — the seller's orders on one marketplace. */
export function Component() {
  const marketplace = useMarketplace();
  // A new marketplace starts with a fresh selection.
  return <OrderList key={marketplace} marketplace={marketplace} />;
}

function OrderList({ marketplace }: { marketplace: Marketplace }) {
  const { t } = useTranslation('orders');
  const { filters, update } = useOrderFilters();
  const shops = useQuery(orderShopsQueryOptions(marketplace));
  const filterKey = JSON.stringify({ ...filters, page: 0 });
  const cursors = usePageCursors(filterKey);
  const query = listQueryOf(filters);
  const orders = useQuery({
    ...ordersQueryOptions(marketplace, { ...query, cursor: cursors.cursorFor(filters.page) }),
    placeholderData: keepPreviousData,
  });
  if (!orders.isPlaceholderData) cursors.remember(orders.data);
  const { shopId, search, date, from, to } = query;
  const tabsQuery = { shopId, search, date, from, to };
  const tabs = useQuery({
    ...orderTabsQueryOptions(marketplace, tabsQuery),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter is a new selection
  useEffect(() => setSelected(new Set()), [filterKey]);

  const shopList = shops.data ?? [];
  const name = marketplaceLabel(marketplace);
  return (
    <>
      <MarketplaceTabs active={marketplace} />
      <PageHeader
        title={t('list.title', { marketplace: name })}
        description={t('list.description', { marketplace: name })}
        actions={
          shopList.length > 0 && (
            <>
              <OrderToolbar marketplace={marketplace} selectedIds={[...selected]} />
              <SheetExportButton
                route={spreadsheetRoutes.exportOrders}
                params={{ marketplace }}
                query={query}
                name={`orders-${marketplace}`}
              />
            </>
          )
        }
      />
      {shops.isError && <ErrorState onRetry={() => void shops.refetch()} />}
      {shops.isSuccess && shopList.length === 0 && (
        <Card withBorder>
          <EmptyState
            title={t('list.noShopTitle', { marketplace: name })}
            description={t('list.noShopText')}
            action={<Button onClick={integrationModal.open}>{t('list.connectShop')}</Button>}
          />
        </Card>
      )}
      {(shops.isPending || shopList.length > 0) && (
        <Stack gap={0}>
          <OrderFiltersBar filters={filters} shops={shopList} onChange={update} />
          <StatusTabs value={filters.tab} counts={tabs.data} onChange={(tab) => update({ tab })} />
          {selected.size > 0 && (
            <Text size="sm" mb="xs" role="status">
              {t('list.selected', { count: selected.size })}
            </Text>
          )}
          <Card withBorder padding="md">
            <OrderTable
              query={orders}
              selected={selected}
              onSelectedChange={setSelected}
              onPageChange={(page) => update({ page })}
            />
          </Card>
        </Stack>
      )}
    </>
  );
}
