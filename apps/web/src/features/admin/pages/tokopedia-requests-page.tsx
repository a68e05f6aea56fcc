import { adminTokopediaRoutes, tokopediaRoutes } from '@booster/contracts/routes';
import { formatDateTimeDashed } from '@booster/domain';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError, callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import {
  notify,
  openAlert,
  openConfirm,
  openUpgradeDialog,
  PagedTable,
  PageHeader,
  SearchInput,
} from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { FilterSelect } from '../../../ui/option-select.tsx';

const requestKeys = keysFor('admin-tokopedia-requests');
const PAGE_SIZE = 10;
const STATUSES = ['processing', 'connect'] as const;
const CATEGORIES = ['app', 'chat'] as const;
type Status = (typeof STATUSES)[number];
type Category = (typeof CATEGORIES)[number];

/** The server's message when the seller's package has no room for another Tokopedia account. */
const LIMIT_MESSAGE = 'limit account tokopedia is reached';

function shopHref(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}

/** /admin/request/tokopedia: the sellers' Tokopedia requests, confirmed here for products or chat. */
export function Component() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const [status, setStatus] = useState<Status | null>('processing');
  const [category, setCategory] = useState<Category | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const filter = { page, search: debounced, status, category };
  const query = useQuery({
    queryKey: requestKeys.list(filter),
    queryFn: ({ signal }) =>
      callApi(adminTokopediaRoutes.list, {
        query: {
          page,
          limit: PAGE_SIZE,
          search: debounced || undefined,
          status: status ?? undefined,
          appCategory: category ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts from page 1
  useEffect(() => setPage(1), [debounced, status, category]);

  async function confirm(id: string, appCategory: Category) {
    setBusy(id);
    try {
      await callApi(appCategory === 'chat' ? tokopediaRoutes.confirmChat : tokopediaRoutes.confirmApp, {
        body: { id },
      });
      notify.success(t('tokopedia.confirmed'));
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
    } catch (error) {
      const isApiError = error instanceof ApiClientError;
      if (isApiError && (error.statusCode === 402 || error.message === LIMIT_MESSAGE))
        openUpgradeDialog({ title: t('tokopedia.limitTitle'), message: t('tokopedia.limitText') });
      else if (isApiError && error.statusCode === 403)
        openAlert({ title: t('tokopedia.accessTitle'), message: t('tokopedia.accessText') });
      else openAlert({ title: t('tokopedia.errorTitle'), message: t('tokopedia.errorText') });
    } finally {
      setBusy(null);
    }
  }

  function ask(id: string, appCategory: Category, shop: string, email: string) {
    openConfirm({
      title: t('tokopedia.confirmTitle'),
      message: t('tokopedia.confirmText', { shop, email }),
      onConfirm: () => void confirm(id, appCategory),
    });
  }

  return (
    <>
      <PageHeader title={t('tokopedia.title')} description={t('tokopedia.description')} />
      <ListCard
        filters={
          <>
            <SearchInput
              label={t('tokopedia.search')}
              placeholder={t('tokopedia.searchPlaceholder')}
              value={search}
              onChange={setSearch}
              style={{ flex: '1 1 240px' }}
            />
            <FilterSelect
              label={t('tokopedia.statusFilter')}
              allLabel={t('tokopedia.allStatus')}
              options={STATUSES}
              optionLabel={(s) => t(`tokopedia.status.${s}`)}
              value={status}
              onChange={setStatus}
              style={{ flex: '0 1 200px' }}
            />
            <FilterSelect
              label={t('tokopedia.categoryFilter')}
              allLabel={t('tokopedia.allCategories')}
              options={CATEGORIES}
              optionLabel={(c) => t(`tokopedia.category.${c}`)}
              value={category}
              onChange={setCategory}
              style={{ flex: '0 1 200px' }}
            />
          </>
        }
      >
        <PagedTable
          query={query}
          label={t('tokopedia.tableLabel')}
          onPageChange={setPage}
          empty={{ description: t('tokopedia.empty') }}
          minWidth={860}
          columns={[
            {
              key: 'seller',
              header: t('tokopedia.columns.seller'),
              cell: (r) => (
                <>
                  <Text fw={600} size="sm">
                    {r.account.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.account.email}
                  </Text>
                </>
              ),
            },
            {
              key: 'shop',
              header: t('tokopedia.columns.shop'),
              cell: (r) => (
                <>
                  <Text fw={600} size="sm">
                    {r.shopname}
                  </Text>
                  <Anchor
                    href={shopHref(r.shopdomain)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="xs"
                    aria-label={t('tokopedia.openShop', { shop: r.shopname })}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {r.shopdomain}
                  </Anchor>
                </>
              ),
            },
            {
              key: 'category',
              header: t('tokopedia.columns.category'),
              cell: (r) => (
                <Badge variant="outline" color={r.appCategory === 'chat' ? 'grape' : 'blue'}>
                  {t(`tokopedia.category.${r.appCategory}`)}
                </Badge>
              ),
            },
            {
              key: 'status',
              header: t('tokopedia.columns.status'),
              cell: (r) => (
                <Badge variant="light" color={r.status === 'connect' ? 'teal' : 'yellow'}>
                  {t(`tokopedia.status.${r.status}`)}
                </Badge>
              ),
            },
            {
              key: 'createdAt',
              header: t('tokopedia.columns.createdAt'),
              cell: (r) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTimeDashed(new Date(r.createdAt))}
                </Text>
              ),
            },
            {
              key: 'actions',
              header: t('tokopedia.columns.actions'),
              cell: (r) =>
                r.status === 'processing' && (
                  <Button
                    size="compact-sm"
                    loading={busy === r._id}
                    onClick={() => ask(r._id, r.appCategory, r.shopname, r.account.email)}
                    aria-label={t('tokopedia.confirmLabel', { shop: r.shopname })}
                  >
                    {r.appCategory === 'chat' ? t('tokopedia.confirmChat') : t('tokopedia.confirmApp')}
                  </Button>
                ),
            },
          ]}
        />
      </ListCard>
    </>
  );
}
