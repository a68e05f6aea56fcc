import { spreadsheetRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { Button, Card, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { integrationModal } from '../../../lib/global-modal.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { useCursorList } from '../../../lib/use-cursor-list.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { SheetExportButton } from '../../../ui/sheet-export-button.tsx';
import { ordersQueryOptions, orderTabsQueryOptions } from '../api/order-queries.ts';
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
  const shops = useQuery(appShopsQueryOptions(marketplace));
  const query = listQueryOf(filters);
  const { list: orders, selection } = useCursorList(filters, (cursor) =>
    ordersQueryOptions(marketplace, { ...query, cursor }),
  );
  const { shopId, search, date, from, to } = query;
  const tabsQuery = { shopId, search, date, from, to };
  const tabs = useQuery({
    ...orderTabsQueryOptions(marketplace, tabsQuery),
    placeholderData: keepPreviousData,
  });
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
              <OrderToolbar marketplace={marketplace} selectedIds={[...selection.selected]} />
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
          {selection.selected.size > 0 && (
            <Text size="sm" mb="xs" role="status">
              {t('list.selected', { count: selection.selected.size })}
            </Text>
          )}
          <Card withBorder padding="md">
            <OrderTable query={orders} {...selection} onPageChange={(page) => update({ page })} />
          </Card>
        </Stack>
      )}
    </>
  );
}
