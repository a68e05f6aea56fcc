import { Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { connectedAppShopsQueryOptions } from '../../../lib/shop-listing-meta.ts';
import { PageHeader } from '../../../ui/index.ts';
import { stockSettingQueryOptions } from '../api/stock-queries.ts';
import { QueryState } from '../components/query-state.tsx';
import { StockSettingForm } from '../components/stock-setting-form.tsx';

/** /panel/product/master/stock/setting: how the central stock reaches the shops. */
export function Component() {
  const { t } = useTranslation('stock');
  const setting = useQuery(stockSettingQueryOptions());
  const shops = useQuery(connectedAppShopsQueryOptions());
  return (
    <>
      <PageHeader title={t('setting.title')} description={t('setting.description')} />
      <QueryState query={setting}>
        {(data) => (
          <QueryState query={shops}>
            {(shopList) => (
              <Card withBorder radius="md" padding="lg">
                <StockSettingForm setting={data} shops={shopList} />
              </Card>
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
