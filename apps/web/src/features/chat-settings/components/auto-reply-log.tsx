import { formatDateTime } from '@booster/domain';
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/item-failure.ts';
import { EmptyState, ErrorState, Pagination } from '../../../ui/index.ts';
import { autoReplyLogQueryOptions } from '../api/auto-reply.ts';

const STATUS_COLOR = { queued: 'gray', sent: 'green', failed: 'red' } as const;

/** What the auto-reply sent in this shop, newest first. */
export function AutoReplyLog({ shopId }: { shopId: string }) {
  const { t } = useTranslation('chatSettings');
  const { t: common } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery(autoReplyLogQueryOptions(shopId, page));

  return (
    <Card withBorder padding="md" component="section" aria-label={t('autoReply.log.title')}>
      <Title order={2} size="h5" mb="sm">
        {t('autoReply.log.title')}
      </Title>
      {log.isPending ? (
        <Loader size="sm" />
      ) : log.isError ? (
        <ErrorState onRetry={() => log.refetch()} />
      ) : log.data.docs.length === 0 ? (
        <EmptyState title={t('autoReply.log.empty')} />
      ) : (
        <Stack gap="xs">
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {log.data.docs.map((entry) => (
              <Card key={entry._id} withBorder padding="xs" component="li">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light" size="sm">
                      {t(`autoReply.kind.${entry.kind}`)}
                    </Badge>
                    <Text size="sm" fw={500}>
                      {entry.buyerName}
                    </Text>
                  </Group>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {formatDateTime(new Date(entry.at))}
                    </Text>
                    <Badge variant="filled" color={STATUS_COLOR[entry.status]} size="sm">
                      {t(`autoReply.log.status.${entry.status}`)}
                    </Badge>
                  </Group>
                </Group>
                {entry.trigger && (
                  <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    {t('autoReply.log.trigger', { text: entry.trigger })}
                  </Text>
                )}
                <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
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
