import { formatDateTime } from '@booster/domain';
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/item-failure.ts';
import { EmptyState, ErrorState, Pagination } from '../../../ui/index.ts';
import { reminderLogQueryOptions } from '../api/reminders.ts';

const STATUS_COLOR = {
  pending: 'gray',
  sent: 'green',
  stopped: 'yellow',
  failed: 'red',
  skipped: 'gray',
} as const;

/** Every reminder message of this shop, planned or sent, newest first. */
export function ReminderLog({ shopId }: { shopId: string }) {
  const { t } = useTranslation('chatSettings');
  const { t: common } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery(reminderLogQueryOptions(shopId, page));

  return (
    <Card withBorder padding="md" component="section" aria-label={t('reminders.log.title')}>
      <Title order={2} size="h5" mb="sm">
        {t('reminders.log.title')}
      </Title>
      {log.isPending ? (
        <Loader size="sm" />
      ) : log.isError ? (
        <ErrorState onRetry={() => log.refetch()} />
      ) : log.data.docs.length === 0 ? (
        <EmptyState title={t('reminders.log.empty')} />
      ) : (
        <Stack gap="xs">
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {log.data.docs.map((entry) => (
              <Card key={entry._id} withBorder padding="xs" component="li">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light" size="sm">
                      {t(`reminders.kind.${entry.kind}.title`)} · {t('reminders.step', { n: entry.step })}
                    </Badge>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {entry.subject}
                    </Text>
                  </Group>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {entry.sentAt
                        ? formatDateTime(new Date(entry.sentAt))
                        : t('reminders.log.due', { at: formatDateTime(new Date(entry.dueAt)) })}
                    </Text>
                    <Badge variant="filled" color={STATUS_COLOR[entry.status]} size="sm">
                      {t(`reminders.log.status.${entry.status}`)}
                      {entry.reason ? ` · ${t(`reminders.log.reason.${entry.reason}`)}` : ''}
                    </Badge>
                  </Group>
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.text}
                </Text>
                {entry.failure && (
                  <Text size="xs" c="red.8" mt={2}>
                    {failureText(common, entry.failure)}
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
          {log.data.totalPages > 1 && (
            <Pagination page={page} totalPages={log.data.totalPages} onChange={setPage} />
          )}
        </Stack>
      )}
    </Card>
  );
}
