import { adminTokopediaRoutes, tokopediaRoutes } from '@booster/contracts';
import { formatDateTimeDashed } from '@booster/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError, callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import {
  EmptyState,
  ErrorState,
  notify,
  openAlert,
  openConfirm,
  openUpgradeDialog,
  PageHeader,
  Pagination,
} from '../../../ui/index.ts';

const requestKeys = keysFor('admin-tokopedia-requests');
const PAGE_SIZE = 10;
type Status = 'processing' | 'connect';
type Category = 'app' | 'chat';

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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
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

  const data = query.data;
  return (
    <>
      <PageHeader title={t('tokopedia.title')} description={t('tokopedia.description')} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('tokopedia.search')}
              placeholder={t('tokopedia.searchPlaceholder')}
              leftSection={<SearchIcon size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label={t('tokopedia.statusFilter')}
              placeholder={t('tokopedia.allStatus')}
              data={(['processing', 'connect'] as const).map((s) => ({
                value: s,
                label: t(`tokopedia.status.${s}`),
              }))}
              value={status}
              onChange={(v) => setStatus((v as Status | null) ?? null)}
              clearable
              style={{ flex: '0 1 200px' }}
            />
            <Select
              label={t('tokopedia.categoryFilter')}
              placeholder={t('tokopedia.allCategories')}
              data={(['app', 'chat'] as const).map((c) => ({
                value: c,
                label: t(`tokopedia.category.${c}`),
              }))}
              value={category}
              onChange={(v) => setCategory((v as Category | null) ?? null)}
              clearable
              style={{ flex: '0 1 200px' }}
            />
          </Group>
          {query.isPending && (
            <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={44} radius="sm" />
              ))}
            </Stack>
          )}
          {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
          {data && data.docs.length === 0 && <EmptyState description={t('tokopedia.empty')} />}
          {data && data.docs.length > 0 && (
            <>
              <Table.ScrollContainer minWidth={860}>
                <Table verticalSpacing="sm" aria-label={t('tokopedia.tableLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('tokopedia.columns.seller')}</Table.Th>
                      <Table.Th>{t('tokopedia.columns.shop')}</Table.Th>
                      <Table.Th>{t('tokopedia.columns.category')}</Table.Th>
                      <Table.Th>{t('tokopedia.columns.status')}</Table.Th>
                      <Table.Th>{t('tokopedia.columns.createdAt')}</Table.Th>
                      <Table.Th>{t('tokopedia.columns.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.docs.map((r) => (
                      <Table.Tr key={r._id}>
                        <Table.Td>
                          <Text fw={600} size="sm">
                            {r.account.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {r.account.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
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
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="outline" color={r.appCategory === 'chat' ? 'grape' : 'blue'}>
                            {t(`tokopedia.category.${r.appCategory}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={r.status === 'connect' ? 'teal' : 'yellow'}>
                            {t(`tokopedia.status.${r.status}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTimeDashed(new Date(r.createdAt))}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {r.status === 'processing' && (
                            <Button
                              size="compact-sm"
                              loading={busy === r._id}
                              onClick={() => ask(r._id, r.appCategory, r.shopname, r.account.email)}
                              aria-label={t('tokopedia.confirmLabel', { shop: r.shopname })}
                            >
                              {r.appCategory === 'chat'
                                ? t('tokopedia.confirmChat')
                                : t('tokopedia.confirmApp')}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.totalPages > 1 && (
                <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
              )}
            </>
          )}
        </Stack>
      </Card>
    </>
  );
}
