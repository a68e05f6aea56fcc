import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { useParams } from 'react-router';

/** The `:marketplace` of the route; the router only matches the five marketplaces. */
export function useMarketplace(): Marketplace {
  const { marketplace } = useParams<{ marketplace: string }>();
  return (MARKETPLACES as readonly string[]).includes(marketplace ?? '')
    ? (marketplace as Marketplace)
    : MARKETPLACES[0];
}
