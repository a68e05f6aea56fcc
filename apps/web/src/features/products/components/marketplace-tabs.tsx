import type { Marketplace } from '@booster/domain';
import { useTranslation } from 'react-i18next';
import { MarketplaceTabs as Tabs } from '../../../ui/marketplace-tabs.tsx';

export type MarketplaceTabsProps = { active: Marketplace; to: (marketplace: Marketplace) => string };

/** The product pages of each marketplace, the current one marked. */
export function MarketplaceTabs({ active, to }: MarketplaceTabsProps) {
  const { t } = useTranslation('products');
  return <Tabs active={active} to={to} label={t('list.marketplaces')} />;
}
