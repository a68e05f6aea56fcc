import type { Marketplace } from '@booster/domain';
import { useTranslation } from 'react-i18next';
import { MarketplaceTabs as Tabs } from '../../../ui/marketplace-tabs.tsx';
import { ORDER_MARKETPLACES, orderPaths } from '../lib/order-paths.ts';

/** The order pages of each marketplace in the spec's order, the current one marked. */
export function MarketplaceTabs({ active }: { active: Marketplace }) {
  const { t } = useTranslation('orders');
  return (
    <Tabs
      active={active}
      to={orderPaths.list}
      label={t('list.marketplaces')}
      marketplaces={ORDER_MARKETPLACES}
    />
  );
}
