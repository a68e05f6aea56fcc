import { jakartaMonthKey } from '@booster/domain';
import { Box, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/index.ts';
import { leaderboardQueryOptions } from '../api/affiliate-queries.ts';
import { LeaderboardTable } from '../components/leaderboard-table.tsx';
import { MonthSelect } from '../components/month-select.tsx';

/** /leaderboard: the month's affiliates ranked by commission, names masked ("Bu***i"). */
export function Component() {
  const { t } = useTranslation('affiliates');
  const [month, setMonth] = useState(() => jakartaMonthKey(new Date()));
  const board = useQuery(leaderboardQueryOptions(month));
  return (
    <Box component="section" py={{ base: 32, md: 64 }}>
      <Container size="md">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
            <Stack gap={4}>
              <Title order={1}>{t('leaderboard.title')}</Title>
              <Text c="dimmed">{t('leaderboard.description')}</Text>
            </Stack>
            <MonthSelect value={month} onChange={setMonth} />
          </Group>
          {board.isPending ? (
            <Loader aria-label={t('leaderboard.table')} />
          ) : board.isError ? (
            <ErrorState title={t('loadError')} onRetry={() => void board.refetch()} />
          ) : (
            <LeaderboardTable entries={board.data.entries} />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
