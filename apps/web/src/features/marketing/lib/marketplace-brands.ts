import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';

/** Marketplaces shown on the public pages: the capability table's, then Blibli (coming soon). */
export type MarketplaceBrand = {
  key: Marketplace | 'blibli';
  name: string;
  image: string;
  comingSoon: boolean;
};

export const MARKETPLACE_BRANDS: readonly MarketplaceBrand[] = [...MARKETPLACES, 'blibli' as const].map(
  (key) => ({
    key,
    name: marketplaceLabel(key),
    image: marketplaceMark(key),
    comingSoon: key === 'blibli',
  }),
);
