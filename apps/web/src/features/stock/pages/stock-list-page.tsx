import { Button, Card, Group, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasBlockedFeature } from '../../../lib/api-errors.ts';
import { usePageCursors } from '../../../lib/page-cursors.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { PageHeader, SearchInput } from '../../../ui/index.ts';
import { type StockFilterTab, stockListQueryOptions } from '../api/stock-queries.ts';
import { StockSheets } from '../components/stock-sheets.tsx';
import { StockTable } from '../components/stock-table.tsx';

const FILTER_TABS: readonly StockFilterTab[] = ['all', 'oversold', 'out', 'failed'];

function isFilterTab(value: string | null): value is StockFilterTab {
  return FILTER_TABS.includes(value as StockFilterTab);
}

/** /panel/product/stock: one central stock per master SKU. */
export function Component() {
  const { t } = useTranslation('stock');
  const { text, setText, search, page, setPage } = usePagedSearch();
  const [filter, setFilter] = useState<StockFilterTab>('all');
  const cursors = usePageCursors(JSON.stringify({ search, filter }));
  const stock = useQuery(stockListQueryOptions({ page, search, filter, cursor: cursors.cursorFor(page) }));
  if (!stock.isPlaceholderData) cursors.remember(stock.data);
  const isBlocked = hasBlockedFeature([stock.error]);

  return (
    <>
      <PageHeader
        title={t('stockList.title')}
        description={t('stockList.description')}
        actions={
          !isBlocked && (
            <>
              <StockSheets query={{ search, filter }} />
              <Button component={Link} to={paths.product.stockLog()} variant="default">
                {t('stockLog.title')}
              </Button>
              <Button component={Link} to={paths.product.stockRules()} variant="default">
                {t('rules.title')}
              </Button>
              <Button component={Link} to={paths.product.stockBulkEdit()}>
                {t('pushPage.title')}
              </Button>
            </>
          )
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Tabs
              value={filter}
              onChange={(value) => {
                if (!isFilterTab(value)) return;
                setFilter(value);
                setPage(1);
              }}
            >
              <Tabs.List>
                {FILTER_TABS.map((tab) => (
                  <Tabs.Tab key={tab} value={tab}>
                    {t(`stockList.filters.${tab}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <SearchInput
              value={text}
              onChange={setText}
              placeholder={t('stockList.searchPlaceholder')}
              w={320}
            />
          </Group>
          <StockTable query={stock} onPageChange={setPage} />
        </Stack>
      </Card>
    </>
  );
}
