import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { PageHeader } from '../../../ui/index.ts';
import { FailedPushesPanel } from '../components/failed-pushes-panel.tsx';
import { SkuPicker } from '../components/sku-picker.tsx';

/** /panel/product/stock/bulk/edit: push chosen SKUs now, and deal with pushes that keep failing. */
export function Component() {
  const { t } = useTranslation('stock');
  return (
    <>
      <BackLink to={paths.product.stock()} label={t('stockList.title')} />
      <PageHeader title={t('pushPage.title')} description={t('pushPage.description')} />
      <Stack gap="lg">
        <FailedPushesPanel />
        <SkuPicker />
      </Stack>
    </>
  );
}
