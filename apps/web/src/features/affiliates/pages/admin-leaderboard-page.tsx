import { jakartaMonthKey } from '@booster/domain';
import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeader } from '../../../ui/index.ts';
import { adminLeaderboardQueryOptions } from '../api/affiliate-queries.ts';
import { LeaderboardTable } from '../components/leaderboard-table.tsx';
import { MonthSelect } from '../components/month-select.tsx';

/** /admin/leaderboard: the month's affiliates with their full names and e-mails. */
export function Component() {
  const { t } = useTranslation('affiliates');
  const [month, setMonth] = useState(() => jakartaMonthKey(new Date()));
  const board = useQuery(adminLeaderboardQueryOptions(month));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('leaderboard.title')}
        description={t('leaderboard.adminDescription')}
        actions={<MonthSelect value={month} onChange={setMonth} />}
      />
      {board.isPending ? (
        <Loader aria-label={t('leaderboard.table')} />
      ) : board.isError ? (
        <ErrorState title={t('loadError')} onRetry={() => void board.refetch()} />
      ) : (
        <LeaderboardTable entries={board.data.entries} withEmail />
      )}
    </Stack>
  );
}
