import type { BoostQueueItem } from '@booster/contracts';
import { formatDateTimeDashed } from '@booster/domain';
import { Badge, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, useFailureTexts } from '../../../lib/item-failure.ts';
import { EmptyState, ErrorState, Pagination, SectionCard } from '../../../ui/index.ts';
import { boostHistoryQueryOptions } from '../api/boost-api.ts';

/** Boosts of the shop, newest first; one product's when picked. */
export function BoostHistory({ shopId, items }: { shopId: string; items: BoostQueueItem[] }) {
  const { t } = useTranslation('boost');
  const { t: common } = useTranslation('common');
  useFailureTexts();
  const [page, setPage] = useState(1);
  const [listingId, setListingId] = useState<string | null>(null);
  const history = useQuery(boostHistoryQueryOptions(shopId, page, listingId));
  return (
    <SectionCard
      titleId="boost-history"
      title={t('history.title')}
      subtitle={t('history.subtitle')}
      aside={
        <Select
          aria-label={t('history.filter')}
          placeholder={t('history.all')}
          data={items.map((i) => ({ value: i.listingId, label: i.name }))}
          value={listingId}
          onChange={(value) => {
            setListingId(value);
            setPage(1);
          }}
          clearable
          searchable
          w={{ base: '100%', sm: 260 }}
        />
      }
    >
      {history.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : history.isError ? (
        <ErrorState onRetry={() => history.refetch()} />
      ) : history.data.docs.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <Stack gap="xs">
          {history.data.docs.map((entry) => (
            <Paper key={entry._id} withBorder p="xs">
              <Group justify="space-between" wrap="wrap" gap={4}>
                <Text size="sm" fw={600} lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
                  {entry.name}
                </Text>
                <Badge color={entry.outcome === 'boosted' ? 'teal.9' : 'red.9'} variant="outline">
                  {t(`history.${entry.outcome}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTimeDashed(new Date(entry.at))}
                {entry.boostedUntil
                  ? ` · ${t('boosted.until', { time: formatDateTimeDashed(new Date(entry.boostedUntil)) })}`
                  : ''}
              </Text>
              {entry.failure && (
                <Text size="xs" c="red.9">
                  {failureText(common, entry.failure)}
                </Text>
              )}
            </Paper>
          ))}
          <Pagination page={history.data.page} totalPages={history.data.totalPages} onChange={setPage} />
        </Stack>
      )}
    </SectionCard>
  );
}
