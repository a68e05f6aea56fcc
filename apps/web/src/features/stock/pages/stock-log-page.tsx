import { spreadsheetRoutes } from '@booster/contracts/routes';
import type { StockChangeReason } from '@booster/domain';
import { Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageCursors } from '../../../lib/page-cursors.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { PageHeader } from '../../../ui/index.ts';
import { SheetExportButton } from '../../../ui/sheet-export-button.tsx';
import { stockLogQueryOptions } from '../api/stock-queries.ts';
import { StockLogFilters } from '../components/stock-log-filters.tsx';
import { StockLogTable } from '../components/stock-log-table.tsx';
import { jakartaDayRange } from '../lib/date-range.ts';

/** /panel/product/stock/log: every change of central stock, filtered and paged. */
export function Component() {
  const { t } = useTranslation('stock');
  const { text, setText, search, page, setPage } = usePagedSearch();
  const [reason, setReason] = useState<StockChangeReason | null>(null);
  const [days, setDays] = useState({ from: '', to: '' });
  const filter = { search, reason, ...jakartaDayRange(days.from, days.to) };
  const cursors = usePageCursors(JSON.stringify(filter));
  const log = useQuery(stockLogQueryOptions({ ...filter, page, cursor: cursors.cursorFor(page) }));
  if (!log.isPlaceholderData) cursors.remember(log.data);

  return (
    <>
      <BackLink to={paths.product.stock()} label={t('stockList.title')} />
      <PageHeader
        title={t('stockLog.title')}
        description={t('stockLog.description')}
        actions={
          <SheetExportButton route={spreadsheetRoutes.exportStockLog} query={filter} name="stock-log" />
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <StockLogFilters
            search={text}
            onSearchChange={setText}
            reason={reason}
            onReasonChange={(value) => {
              setReason(value);
              setPage(1);
            }}
            from={days.from}
            to={days.to}
            onRangeChange={(range) => {
              setDays(range);
              setPage(1);
            }}
          />
          <StockLogTable query={log} onPageChange={setPage} />
        </Stack>
      </Card>
    </>
  );
}
