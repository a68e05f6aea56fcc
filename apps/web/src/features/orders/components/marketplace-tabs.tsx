import type { Marketplace } from '@booster/domain';
import { Button, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';
import { ORDER_MARKETPLACES, orderPaths } from '../lib/order-paths.ts';

export type MarketplaceTabsProps = { active: Marketplace };

/** One link per marketplace in the spec's order, the current one marked. */
export function MarketplaceTabs({ active }: MarketplaceTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <Group component="nav" aria-label={t('list.marketplaces')} gap="xs" mb="md" wrap="wrap">
      {ORDER_MARKETPLACES.map((mp) => (
        <Button
          key={mp}
          component={Link}
          to={orderPaths.list(mp)}
          variant={mp === active ? 'filled' : 'default'}
          aria-current={mp === active ? 'page' : undefined}
          leftSection={<Image src={marketplaceMark(mp)} w={18} h={18} alt="" />}
        >
          {marketplaceLabel(mp)}
        </Button>
      ))}
    </Group>
  );
}
