import type { Shop } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { Alert, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { importStatusQueryOptions, isImportFinished } from '../api/import-shop.ts';
import { listingKeys } from '../api/product-keys.ts';

export type SyncProgressProps = { marketplace: Marketplace; shop: Shop; onDismiss: () => void };

/** One shop's import, polled every second: a bar while it runs, then its outcome. */
export function SyncProgress({ marketplace, shop, onDismiss }: SyncProgressProps) {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  const status = useQuery(importStatusQueryOptions(marketplace, shop._id));
  const data = status.data;
  const isFinished = isImportFinished(data);

  useEffect(() => {
    if (data?.status === 'done') void queryClient.invalidateQueries({ queryKey: listingKeys.all });
  }, [data?.status, queryClient]);

  const percent = data?.total ? Math.min(100, Math.round((data.imported / data.total) * 100)) : undefined;
  const color = data?.status === 'failed' ? 'red' : data?.status === 'done' ? 'teal' : 'blue';
  const text = !data
    ? t('sync.queued')
    : data.status === 'failed'
      ? t('sync.failed', { message: data.message })
      : data.status === 'done'
        ? t('sync.done', { count: data.imported })
        : data.total
          ? t('sync.progress', { imported: data.imported, total: data.total })
          : t(`sync.${data.status}`, { imported: data.imported });

  return (
    <Alert color={color} variant="light" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {shop.shopname}
          </Text>
          {isFinished && <CloseButton size="sm" aria-label={t('sync.dismiss')} onClick={onDismiss} />}
        </Group>
        {!isFinished && (
          <Progress
            value={percent ?? 100}
            animated={percent === undefined}
            striped={percent === undefined}
            aria-label={t('sync.progressLabel', { shop: shop.shopname })}
          />
        )}
        <Text size="sm" role="status" aria-live="polite">
          {text}
        </Text>
      </Stack>
    </Alert>
  );
}
