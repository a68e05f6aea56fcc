import type { LinkedListing } from '@booster/contracts';
import { Stack, Text } from '@mantine/core';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';

export type ListingLabelProps = { listing: Pick<LinkedListing, 'name' | 'variantName' | 'sku'> };

/** A listing variant's name with its variant and SKU code under it. */
export function ListingLabel({ listing }: ListingLabelProps) {
  const detail = [listing.variantName, listing.sku].filter(Boolean).join(' · ');
  return (
    <Stack gap={0}>
      <Text size="sm" lineClamp={2}>
        {listing.name}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

export type ShopLabelProps = { listing: Pick<LinkedListing, 'shopname' | 'marketplace'> };

/** The shop a listing lives in, with its marketplace. */
export function ShopLabel({ listing }: ShopLabelProps) {
  return (
    <Stack gap={0}>
      <Text size="sm">{listing.shopname}</Text>
      <Text size="xs" c="dimmed">
        {marketplaceLabel(listing.marketplace)}
      </Text>
    </Stack>
  );
}
