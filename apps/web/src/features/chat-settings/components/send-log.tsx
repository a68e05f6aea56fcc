import type { ItemFailure } from '@booster/contracts';
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, useFailureTexts } from '../../../lib/item-failure.ts';
import { EmptyState, ErrorState, Pagination } from '../../../ui/index.ts';

/** One line of a send log, as the log shows it (each log says what its entries mean). */
export type SendLogRow = {
  id: string;
  /** What was sent: the kind (and step). */
  label: string;
  /** To whom or about what: the buyer, the order number. */
  subject: string;
  /** When it went out (or is due). */
  when: string;
  status: { label: string; color: string };
  /** A line under the head (the buyer message that triggered it). */
  note?: string | null;
  text: string;
  failure: ItemFailure | null;
};

type Page = { docs: unknown[]; totalPages: number };

/** A paged "what was sent" list of one chat shop (auto-reply, reminders), newest first. */
export function SendLog<P extends Page, K extends QueryKey>({
  title,
  empty,
  query,
  toRow,
}: {
  title: string;
  empty: string;
  query: (page: number) => UseQueryOptions<P, Error, P, K>;
  toRow: (entry: P['docs'][number]) => SendLogRow;
}) {
  const { t: common } = useTranslation();
  useFailureTexts();
  const [page, setPage] = useState(1);
  const log = useQuery(query(page));

  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {log.isPending ? (
        <Loader size="sm" />
      ) : log.isError ? (
        <ErrorState onRetry={() => log.refetch()} />
      ) : log.data.docs.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <Stack gap="xs">
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {log.data.docs.map(toRow).map((row) => (
              <Card key={row.id} withBorder padding="xs" component="li">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light" size="sm">
                      {row.label}
                    </Badge>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {row.subject}
                    </Text>
                  </Group>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {row.when}
                    </Text>
                    <Badge variant="filled" color={row.status.color} size="sm">
                      {row.status.label}
                    </Badge>
                  </Group>
                </Group>
                {row.note && (
                  <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    {row.note}
                  </Text>
                )}
                <Text
                  size="sm"
                  mt={row.note ? 2 : 4}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {row.text}
                </Text>
                {row.failure && (
                  <Text size="xs" c="red.8" mt={2}>
                    {failureText(common, row.failure)}
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
