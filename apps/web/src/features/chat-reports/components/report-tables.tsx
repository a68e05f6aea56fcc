import type { ChatMetrics, ChatReport } from '@booster/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDuration, formatRate } from '../lib/report-format.ts';

type Row = ChatMetrics & { key: string; cells: string[] };

function MetricsTable({ head, rows }: { head: string[]; rows: Row[] }) {
  const { t, i18n } = useTranslation('chatReports');
  const none = t('report.noRate');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            <Table.Th ta="right">{t('report.metrics.chats')}</Table.Th>
            <Table.Th ta="right">{t('report.metrics.buyerMessages')}</Table.Th>
            <Table.Th ta="right">{t('report.metrics.replies')}</Table.Th>
            <Table.Th ta="right">{t('report.metrics.responseRate')}</Table.Th>
            <Table.Th ta="right">{t('report.metrics.avgFirstResponse')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={i}>{c}</Table.Td>
              ))}
              <Table.Td ta="right">{row.chats}</Table.Td>
              <Table.Td ta="right">{row.buyerMessages}</Table.Td>
              <Table.Td ta="right">{row.replies}</Table.Td>
              <Table.Td ta="right">{formatRate(row.responseRate, i18n.language, none)}</Table.Td>
              <Table.Td ta="right">
                {row.avgFirstResponseSeconds === null ? none : formatDuration(t, row.avgFirstResponseSeconds)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each shop over the range. */
export function ShopsTable({ report }: { report: ChatReport }) {
  const { t } = useTranslation('chatReports');
  return (
    <MetricsTable
      head={[t('report.shop')]}
      rows={report.shops.map((s) => ({ ...s, key: s.shopId, cells: [s.shopname] }))}
    />
  );
}

/** Each shop on each day with activity, newest day first. */
export function ShopDaysTable({ report }: { report: ChatReport }) {
  const { t } = useTranslation('chatReports');
  return (
    <MetricsTable
      head={[t('report.date'), t('report.shop')]}
      rows={report.shopDays.map((d) => ({
        ...d,
        key: `${d.date} ${d.shopId}`,
        cells: [formatDay(d.date), d.shopname],
      }))}
    />
  );
}
