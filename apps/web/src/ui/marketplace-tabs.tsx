import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { Button, Group, Image } from '@mantine/core';
import { Link } from 'react-router';
import { marketplaceLabel, marketplaceMark } from '../lib/marketplace-connect.ts';

export type MarketplaceTabsProps = {
  active: Marketplace;
  /** The link of each marketplace's page. */
  to: (marketplace: Marketplace) => string;
  /** The navigation's accessible name. */
  label: string;
  /** Which marketplaces, in which order (every one, as the capability table lists them, by default). */
  marketplaces?: readonly Marketplace[];
};

/** One link per marketplace with its mark, the current one marked (orders, products). */
export function MarketplaceTabs({ active, to, label, marketplaces = MARKETPLACES }: MarketplaceTabsProps) {
  return (
    <Group component="nav" aria-label={label} gap="xs" mb="md" wrap="wrap">
      {marketplaces.map((mp) => (
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
