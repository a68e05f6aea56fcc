import type { StockPush } from '@booster/contracts';
import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { notify, PagedTable, SectionCard } from '../../../ui/index.ts';
import { RowActions } from '../../../ui/row-actions.tsx';
import { useGiveUpPush, useRetryPush } from '../api/stock-mutations.ts';
import { PUSH_POLL_MS, pushesQueryOptions } from '../api/stock-queries.ts';
import { ListingLabel, ShopLabel } from './listing-label.tsx';

/** Pushes that keep failing, with the platform's error: retry now or stop retrying. */
export function FailedPushesPanel() {
  const { t } = useTranslation('stock');
  const [page, setPage] = useState(1);
  const pending = useQuery({
    ...pushesQueryOptions('pending', 1),
    refetchInterval: (query) => ((query.state.data?.totalDocs ?? 0) > 0 ? PUSH_POLL_MS : false),
  });
  const pendingCount = pending.data?.totalDocs ?? 0;
  // A retry moves a push to pending; the failed list is re-read until every pending push has settled.
  const failed = useQuery({
    ...pushesQueryOptions('failed', page),
    refetchInterval: pendingCount > 0 ? PUSH_POLL_MS : false,
  });
  const retry = useRetryPush();
  const giveUp = useGiveUpPush();
  const busyId = retry.isPending ? retry.variables : giveUp.isPending ? giveUp.variables : null;

  const retryNow = (push: StockPush) =>
    retry.mutate(push._id, {
      onSuccess: () => notify.success(t('failedPushes.retried')),
      onError: (error) => reportActionError(error, t('errors.generic')),
    });

  const confirmGiveUp = (push: StockPush) =>
    confirmMutation(giveUp.mutate, push._id, {
      title: t('failedPushes.giveUpTitle'),
      message: t('failedPushes.giveUpMessage', { sku: push.sku, shop: push.listing.shopname }),
      done: t('failedPushes.givenUp'),
      failure: t('errors.generic'),
    });

  return (
    <SectionCard
      titleId="failed-pushes"
      title={t('failedPushes.title')}
      subtitle={t('failedPushes.subtitle')}
      aside={
        pendingCount > 0 && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('failedPushes.pending', { count: pendingCount })}</Text>
          </Group>
        )
      }
    >
      <PagedTable
        query={failed}
        label={t('failedPushes.tableLabel')}
        onPageChange={setPage}
        minWidth={900}
        dimWhileFetching
        empty={{ description: t('failedPushes.empty') }}
        columns={[
          { key: 'sku', header: t('stockList.columns.sku'), cell: (push) => push.sku },
          { key: 'shop', header: t('links.shop'), cell: (push) => <ShopLabel listing={push.listing} /> },
          {
            key: 'listing',
            header: t('links.listing'),
            cell: (push) => <ListingLabel listing={push.listing} />,
          },
          { key: 'quantity', header: t('failedPushes.quantity'), cell: (push) => push.quantity },
          { key: 'attempts', header: t('failedPushes.attempts'), cell: (push) => push.attempts },
          {
            key: 'error',
            header: t('failedPushes.error'),
            cell: (push) => (
              <Text size="sm" c="red.8" maw={260}>
                {push.error ?? '-'}
              </Text>
            ),
          },
          {
            key: 'actions',
            header: t('stockList.columns.actions'),
            cell: (push) => (
              <RowActions
                stacked
                actions={[
                  {
                    label: t('failedPushes.retry'),
                    ariaLabel: t('failedPushes.retryLabel', { sku: push.sku, shop: push.listing.shopname }),
                    variant: 'light',
                    loading: busyId === push._id && retry.isPending,
                    disabled: busyId === push._id,
                    onClick: () => retryNow(push),
                  },
                  {
                    label: t('failedPushes.giveUp'),
                    ariaLabel: t('failedPushes.giveUpLabel', { sku: push.sku, shop: push.listing.shopname }),
                    variant: 'subtle',
                    color: 'red',
                    loading: busyId === push._id && giveUp.isPending,
                    disabled: busyId === push._id,
                    onClick: () => confirmGiveUp(push),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
