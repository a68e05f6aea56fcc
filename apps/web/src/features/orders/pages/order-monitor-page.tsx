import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/index.ts';
import { ORDER_RISKS, RiskGroup } from '../components/risk-group.tsx';

/** /panel/order/monitor — orders at risk across every shop, refreshed every 30 seconds. */
export function Component() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('monitor.title')} description={t('monitor.description')} />
      <Stack gap="md">
        {ORDER_RISKS.map((risk) => (
          <RiskGroup key={risk} risk={risk} />
        ))}
      </Stack>
    </>
  );
}
