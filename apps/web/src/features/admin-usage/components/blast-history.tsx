import type { Blast } from '@booster/contracts';
import { adminEmailBlastRoutes } from '@booster/contracts/routes';
import { formatDateTimeDashed } from '@booster/domain';
import { Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { reportActionError } from '../../../lib/api-errors.ts';
import { ErrorState, notify, openConfirm, Pagination } from '../../../ui/index.ts';
import { blastKeys, blastListQueryOptions } from '../api/blast-queries.ts';

const STATUS_COLOR: Record<Blast['status'], string> = {
  scheduled: 'gray',
  sending: 'blue',
  done: 'green',
  cancelled: 'red',
};

function BlastRow({ blast, onCancel }: { blast: Blast; onCancel: (id: string) => void }) {
  const { t } = useTranslation('adminUsage');
  const { counts } = blast;
  const settled = counts.total - counts.pending;
  const running = blast.status === 'sending' || blast.status === 'scheduled';
  return (
    <Card withBorder padding="md" data-testid={`blast-${blast._id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            {blast.subject}
          </Text>
          <Badge color={STATUS_COLOR[blast.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`blast.status.${blast.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {blast.status === 'scheduled'
            ? t('blast.scheduledFor', { at: formatDateTimeDashed(new Date(blast.scheduledAt)) })
            : formatDateTimeDashed(new Date(blast.createdAt))}{' '}
          {t('blast.createdBy', { name: blast.createdBy.name || blast.createdBy.email })}
        </Text>
        <Progress
          value={counts.total === 0 ? 100 : (settled / counts.total) * 100}
          aria-label={t('blast.progress', { done: settled, total: counts.total })}
        />
        <Text size="sm">{t('blast.progress', { done: settled, total: counts.total })}</Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm" data-testid="count-sent">
            {t('blast.counts.sent')}: <b>{counts.sent}</b>
          </Text>
          <Text size="sm" data-testid="count-failed">
            {t('blast.counts.failed')}: <b>{counts.failed}</b>
          </Text>
          <Text size="sm">
            {t('blast.counts.pending')}: <b>{counts.pending}</b>
          </Text>
          <Text size="sm" data-testid="count-skipped">
            {t('blast.counts.skipped')}: <b>{counts.skippedUnsubscribed}</b>
          </Text>
          <Text size="sm" data-testid="count-unsubscribed">
            {t('blast.counts.unsubscribedAfter')}: <b>{counts.unsubscribedAfter}</b>
          </Text>
        </Group>
        {running && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" color="red" onClick={() => onCancel(blast._id)}>
              {t('blast.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Every blast with its progress and counts, refreshed while one runs. */
export function BlastHistory() {
  const { t } = useTranslation('adminUsage');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(blastListQueryOptions(page));
  const cancel = useMutation({
    mutationFn: (id: string) => callApi(adminEmailBlastRoutes.cancel, { params: { id } }),
    onSuccess: async () => {
      notify.success(t('blast.cancelled'));
      await queryClient.invalidateQueries({ queryKey: blastKeys.all });
    },
    onError: (error) => reportActionError(error, t('blast.cancel')),
  });
  const askCancel = (id: string) =>
    openConfirm({
      title: t('blast.cancel'),
      message: t('blast.cancelConfirm'),
      onConfirm: () => cancel.mutate(id),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('blast.history')}
      </Title>
      {list.isPending && <Skeleton h={160} aria-label={t('blast.history')} />}
      {list.isError && <ErrorState onRetry={() => list.refetch()} />}
      {list.data?.docs.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('blast.noBlasts')}
        </Text>
      )}
      {list.data?.docs.map((b) => (
        <BlastRow key={b._id} blast={b} onCancel={askCancel} />
      ))}
      {list.data && list.data.totalPages > 1 && (
        <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
      )}
    </Stack>
  );
}
