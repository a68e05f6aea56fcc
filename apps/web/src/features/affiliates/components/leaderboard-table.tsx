import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/index.ts';

type Entry = {
  rank: number;
  name: string;
  payingReferrals: number;
  commission: number;
  member?: { email: string };
};

/** Affiliates of a month by rank; the admin's entries also carry the member's e-mail. */
export function LeaderboardTable({ entries, withEmail = false }: { entries: Entry[]; withEmail?: boolean }) {
  const { t } = useTranslation('affiliates');
  if (entries.length === 0)
    return <EmptyState title={t('leaderboard.emptyTitle')} description={t('leaderboard.emptyText')} />;
  return (
    <Card withBorder padding={0}>
      <DataTable
        rows={entries}
        rowKey={(e) => e.rank}
        minWidth={withEmail ? 640 : 340}
        striped
        aria-label={t('leaderboard.table')}
        columns={[
          { key: 'rank', header: t('leaderboard.rank'), cell: (e) => <Text fw={700}>#{e.rank}</Text> },
          { key: 'name', header: t('leaderboard.name'), cell: (e) => e.name },
          withEmail && { key: 'email', header: t('leaderboard.email'), cell: (e) => e.member?.email },
          {
            key: 'referrals',
            header: t('leaderboard.payingReferrals'),
            align: 'right',
            cell: (e) => e.payingReferrals,
          },
          {
            key: 'commission',
            header: t('leaderboard.commission'),
            align: 'right',
            cell: (e) => formatRupiah(e.commission),
          },
        ]}
      />
    </Card>
  );
}
