import type { Shop } from '@booster/contracts';
import { type Marketplace, pageAfterDelete } from '@booster/domain';
import { Badge, Box, Button, Group, Image, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { facebookModal, integrationModal } from '../../../lib/global-modal.ts';
import { marketplaceLabel, marketplaceMark, shopKeys } from '../../../lib/marketplace-connect.ts';
import { authKeys } from '../../../lib/session.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { LinkIcon } from '../../../ui/icons.tsx';
import {
  EmptyState,
  notify,
  openAlert,
  openConfirm,
  PagedTable,
  SearchInput,
  SectionCard,
} from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { RowActions } from '../../../ui/row-actions.tsx';
import { deleteShop, renameShop } from '../api/shop-mutations.ts';
import { type ShopFilter, shopsQueryOptions } from '../api/shop-queries.ts';
import { ShopStatus } from './shop-status.tsx';

// The rename form (react-hook-form and the contract's schema) loads when a rename is first asked for.
const RenameShopModal = lazy(() =>
  import('./rename-shop-modal.tsx').then((m) => ({ default: m.RenameShopModal })),
);
// The filter's dropdown (Mantine's Combobox and Floating UI) loads once the shops are here and there are
// some, not with every home page (issue 17); until then a field of the same size stands in.
const MarketplaceFilter = lazy(() => import('./marketplace-filter.tsx'));

export type IntegrationCardProps = { canConnect: boolean };

/** "Integrasi Marketplace": the connected shops (search, marketplace filter, rename, delete) and connect. */
export function IntegrationCard({ canConnect }: IntegrationCardProps) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  /**
   * On a phone the table scrolls sideways and a status column would sit out of view: the status,
   * with the reconnect prompt and action, shows under the shop name instead.
   */
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const { text: search, setText: setSearch, search: debouncedSearch } = useSearchText();
  const [marketplace, setMarketplace] = useState<Marketplace | null>(null);
  const [renaming, setRenaming] = useState<Shop | null>(null);
  const [renameAsked, setRenameAsked] = useState(false);
  if (renaming && !renameAsked) setRenameAsked(true);
  const filter: ShopFilter = { page, search: debouncedSearch, marketplace };
  const query = useQuery({ ...shopsQueryOptions(filter), placeholderData: keepPreviousData });
  const isFiltered = Boolean(debouncedSearch || marketplace);

  // A new search or filter starts from page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the filter changes
  useEffect(() => setPage(1), [debouncedSearch, marketplace]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shopKeys.all }),
      queryClient.invalidateQueries({ queryKey: authKeys.all }),
    ]);

  function confirmDelete(shop: Shop) {
    openConfirm({
      variant: 'delete',
      title: t('integration.deleteTitle'),
      message: t('integration.deleteText', {
        shop: shop.shopname,
        marketplace: marketplaceLabel(shop.marketplace),
      }),
      onConfirm: async () => {
        try {
          await deleteShop(shop._id, shop.marketplace);
          notify.success(t('integration.deleted'));
          const left = (query.data?.docs.length ?? 1) - 1;
          setPage((p) => pageAfterDelete(p, left));
          await refresh();
        } catch {
          openAlert({
            title: t('integration.deleteFailedTitle'),
            message: t('integration.deleteFailedText'),
          });
        }
      },
    });
  }

  async function saveName(shop: Shop, name: string) {
    await renameShop(shop._id, name);
    setRenaming(null);
    notify.success(t('integration.renamed'));
    await refresh();
  }

  const actions = canConnect ? (
    <Group gap="xs">
      <Button variant="default" onClick={facebookModal.open}>
        {t('integration.facebook')}
      </Button>
      <Button leftSection={<LinkIcon size={18} />} onClick={integrationModal.open}>
        {t('integration.connect')}
      </Button>
    </Group>
  ) : null;

  const data = query.data;
  const isEmptyAccount = data && data.totalDocs === 0 && !isFiltered;
  // Shown while the shops load (an account without any never needs the real filter) and the filter's code does.
  const filterStandIn = (
    <TextInput
      label={t('integration.marketplaceFilter')}
      placeholder={t('integration.allMarketplaces')}
      readOnly
      style={{ flex: '0 1 220px' }}
    />
  );

  return (
    <SectionCard
      titleId="integration-title"
      title={t('integration.title')}
      subtitle={t('integration.subtitle')}
      aside={!isEmptyAccount && actions}
    >
      {isEmptyAccount ? (
        <EmptyState
          title={t('integration.emptyTitle')}
          description={t('integration.emptyText')}
          action={actions}
        />
      ) : (
        <ListCard
          framed={false}
          filters={
            <>
              <SearchInput
                label={t('integration.search')}
                placeholder={t('integration.searchPlaceholder')}
                value={search}
                onChange={setSearch}
                style={{ flex: '1 1 220px' }}
              />
              {data ? (
                <Suspense fallback={filterStandIn}>
                  <MarketplaceFilter value={marketplace} onChange={setMarketplace} />
                </Suspense>
              ) : (
                filterStandIn
              )}
            </>
          }
        >
          <PagedTable
            query={query}
            label={t('integration.tableLabel')}
            onPageChange={setPage}
            empty={{ description: t('integration.noMatch') }}
            minWidth={760}
            highlightOnHover
            dimWhileFetching
            columns={[
              {
                key: 'shop',
                header: t('integration.columns.shop'),
                cell: (shop) => (
                  <>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {shop.shopname}
                    </Text>
                    {isPhone && (
                      <Box mt={6}>
                        <ShopStatus shop={shop} canReconnect={canConnect} />
                      </Box>
                    )}
                  </>
                ),
              },
              {
                key: 'marketplace',
                header: t('integration.columns.marketplace'),
                cell: (shop) => (
                  <Group gap="xs" wrap="nowrap">
                    <Image src={marketplaceMark(shop.marketplace)} alt="" w={24} h={24} />
                    <Text size="sm">{marketplaceLabel(shop.marketplace)}</Text>
                  </Group>
                ),
              },
              {
                key: 'category',
                header: t('integration.columns.category'),
                cell: (shop) => (
                  <Badge variant="outline" color={shop.appCategory === 'chat' ? 'grape' : 'blue'}>
                    {t(`integration.category.${shop.appCategory}`)}
                  </Badge>
                ),
              },
              !isPhone && {
                key: 'status',
                header: t('integration.columns.status'),
                cell: (shop) => <ShopStatus shop={shop} canReconnect={canConnect} />,
              },
              canConnect && {
                key: 'actions',
                header: t('integration.columns.actions'),
                cell: (shop) => (
                  <RowActions
                    actions={[
                      {
                        label: t('integration.rename'),
                        ariaLabel: t('integration.renameLabel', { shop: shop.shopname }),
                        variant: 'default',
                        onClick: () => setRenaming(shop),
                      },
                      {
                        label: t('integration.delete'),
                        ariaLabel: t('integration.deleteLabel', { shop: shop.shopname }),
                        variant: 'light',
                        color: 'red',
                        onClick: () => confirmDelete(shop),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </ListCard>
      )}
      {renameAsked && (
        <Suspense fallback={null}>
          <RenameShopModal shop={renaming} onClose={() => setRenaming(null)} onSave={saveName} />
        </Suspense>
      )}
    </SectionCard>
  );
}
