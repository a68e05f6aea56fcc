import { Card, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
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
      <Table.ScrollContainer minWidth={withEmail ? 640 : 340}>
        <Table striped aria-label={t('leaderboard.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('leaderboard.rank')}</Table.Th>
              <Table.Th>{t('leaderboard.name')}</Table.Th>
              {withEmail && <Table.Th>{t('leaderboard.email')}</Table.Th>}
              <Table.Th ta="right">{t('leaderboard.payingReferrals')}</Table.Th>
              <Table.Th ta="right">{t('leaderboard.commission')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.rank}>
                <Table.Td>
                  <Text fw={700}>#{e.rank}</Text>
                </Table.Td>
                <Table.Td>{e.name}</Table.Td>
                {withEmail && <Table.Td>{e.member?.email}</Table.Td>}
                <Table.Td ta="right">{e.payingReferrals}</Table.Td>
                <Table.Td ta="right">{formatRupiah(e.commission)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
