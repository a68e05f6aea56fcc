import type { ChatMetrics, ChatReport } from '@booster/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/data-table.tsx';
import { formatDay, formatDuration, formatRate } from '../lib/report-format.ts';

type Row = ChatMetrics & { key: string; cells: string[] };

function MetricsTable({ head, rows }: { head: string[]; rows: Row[] }) {
  const { t, i18n } = useTranslation('chatReports');
  const none = t('report.noRate');
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.key}
      minWidth={640}
      striped
      highlightOnHover
      columns={[
        ...head.map((h, i) => ({ key: `head-${i}`, header: h, cell: (row: Row) => row.cells[i] })),
        { key: 'chats', header: t('report.metrics.chats'), align: 'right', cell: (row) => row.chats },
        {
          key: 'buyer',
          header: t('report.metrics.buyerMessages'),
          align: 'right',
          cell: (row) => row.buyerMessages,
        },
        { key: 'replies', header: t('report.metrics.replies'), align: 'right', cell: (row) => row.replies },
        {
          key: 'rate',
          header: t('report.metrics.responseRate'),
          align: 'right',
          cell: (row) => formatRate(row.responseRate, i18n.language, none),
        },
        {
          key: 'first',
          header: t('report.metrics.avgFirstResponse'),
          align: 'right',
          cell: (row) =>
            row.avgFirstResponseSeconds === null ? none : formatDuration(t, row.avgFirstResponseSeconds),
        },
      ]}
    />
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
