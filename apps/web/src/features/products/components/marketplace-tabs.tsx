import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { Button, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';

export type MarketplaceTabsProps = { active: Marketplace; to: (marketplace: Marketplace) => string };

/** One link per marketplace, the current one marked. */
export function MarketplaceTabs({ active, to }: MarketplaceTabsProps) {
  const { t } = useTranslation('products');
  return (
    <Group component="nav" aria-label={t('list.marketplaces')} gap="xs" mb="md" wrap="wrap">
      {MARKETPLACES.map((mp) => (
        <Button
          key={mp}
          component={Link}
          to={to(mp)}
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
