import type { Marketplace } from '@booster/domain';
import { Button, Card, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasMenuFeature } from '../../../lib/access.ts';
import { appShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { integrationModal } from '../../../lib/global-modal.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { useCursorList } from '../../../lib/use-cursor-list.ts';
import { useShopImports } from '../../../lib/use-shop-imports.ts';
import { ImportProgressList } from '../../../ui/import-progress-list.tsx';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { listingsQueryOptions, listingTabsQueryOptions } from '../api/listing-queries.ts';
import { BulkEditMenu } from '../components/bulk-edit-menu.tsx';
import { ListingFiltersBar } from '../components/listing-filters-bar.tsx';
import { ListingSheets } from '../components/listing-sheets.tsx';
import { ListingTable } from '../components/listing-table.tsx';
import { MarketplaceTabs } from '../components/marketplace-tabs.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useImportEmptyState } from '../hooks/use-import-empty-state.tsx';
import { listQueryOf, useListingFilters } from '../hooks/use-listing-filters.ts';
import { useLiveListRefresh } from '../hooks/use-live-list-refresh.ts';
import { useMarketplace } from '../hooks/use-marketplace.ts';
import { useShopSync } from '../hooks/use-shop-sync.ts';
import { productPaths } from '../lib/product-paths.ts';

/** /panel/product/mp/:marketplace — the seller's products on one marketplace. */
export function Component() {
  const marketplace = useMarketplace();
  // A new marketplace starts with fresh filters, selection and sync state.
  return <ListingList key={marketplace} marketplace={marketplace} />;
}

function ListingList({ marketplace }: { marketplace: Marketplace }) {
  const { t } = useTranslation('products');
  const { filters, update } = useListingFilters();
  // What a sub-member's role switches off is not offered (the server refuses it too).
  const { user } = useAuth();
  const may = (feature: 'create-product' | 'edit-product' | 'bulk-edit') =>
    hasMenuFeature(user, 'product', feature);
  const shops = useQuery(appShopsQueryOptions(marketplace));
  const query = listQueryOf(filters);
  const { list: listings, selection } = useCursorList(filters, (cursor) =>
    listingsQueryOptions(marketplace, { ...query, cursor }),
  );
  const tabs = useQuery({
    ...listingTabsQueryOptions(marketplace, {
      shopId: query.shopId,
      search: query.search,
      stock: query.stock,
    }),
    placeholderData: keepPreviousData,
  });
  const sync = useShopSync(marketplace);
  const imports = useShopImports(marketplace);
  useLiveListRefresh(imports.query.data);
  const shopList = shops.data ?? [];
  const ofFilter = <T extends { shopId: string }>(list: readonly T[]) =>
    list.filter((s) => !filters.shopId || s.shopId === filters.shopId);
  const importEmpty = useImportEmptyState(ofFilter(imports.all), marketplace, imports.retry);
  const syncTargets = filters.shopId
    ? shopList.filter((s) => s._id === filters.shopId)
    : shopList.filter((s) => s.status === 'connect');

  const header = (
    <PageHeader
      title={t('list.title', { marketplace: marketplaceLabel(marketplace) })}
      description={t('list.description', { marketplace: marketplaceLabel(marketplace) })}
      actions={
        shopList.length > 0 && (
          <>
            <Button
              variant="default"
              loading={sync.isStarting}
              disabled={syncTargets.length === 0}
              onClick={() => void sync.start(syncTargets)}
            >
              {t('toolbar.sync')}
            </Button>
            {may('bulk-edit') && (
              <BulkEditMenu marketplace={marketplace} selectedIds={[...selection.selected]} />
            )}
            <ListingSheets marketplace={marketplace} query={query} canImport={may('bulk-edit')} />
            {may('create-product') && (
              <Button component={Link} to={productPaths.create(marketplace)}>
                {t('toolbar.add')}
              </Button>
            )}
          </>
        )
      }
    />
  );

  return (
    <>
      <MarketplaceTabs active={marketplace} to={productPaths.list} />
      {header}
      {shops.isError && <ErrorState onRetry={() => void shops.refetch()} />}
      {shops.isSuccess && shopList.length === 0 && (
        <Card withBorder>
          <EmptyState
            title={t('list.noShopTitle', { marketplace: marketplaceLabel(marketplace) })}
            description={t('list.noShopText')}
            action={<Button onClick={integrationModal.open}>{t('list.connectShop')}</Button>}
          />
        </Card>
      )}
      {(shops.isPending || shopList.length > 0) && (
        <Stack gap={0}>
          <ImportProgressList
            imports={ofFilter(imports.visible)}
            onRetry={imports.retry}
            onDismiss={imports.dismiss}
            mb="md"
          />
          <ListingFiltersBar filters={filters} shops={shopList} onChange={update} />
          <StatusTabs value={filters.tab} counts={tabs.data} onChange={(tab) => update({ tab })} />
          <Card withBorder padding="md">
            <ListingTable
              query={listings}
              {...selection}
              editPath={may('edit-product') ? (id) => productPaths.edit(marketplace, id) : undefined}
              onPageChange={(page) => update({ page })}
              empty={importEmpty}
            />
          </Card>
        </Stack>
      )}
    </>
  );
}
