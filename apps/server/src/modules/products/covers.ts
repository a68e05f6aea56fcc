import type { Marketplace } from '@booster/domain';
import type { PlatformImage } from '@booster/marketplaces';
import type { Db } from '../../platform/db/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { fieldsOfListing, toListingInput } from './listing-input.ts';
import { refusedField } from './platform-errors.ts';
import { findListing, variantsOf } from './queries.ts';
import type { ListingsService } from './service.ts';

export type ListingCover = {
  id: string;
  name: string;
  marketplace: Marketplace;
  shopId: string;
  externalId: string;
  /** The cover as last read from the platform; null for a listing without images. */
  cover: PlatformImage | null;
};

/** Hands an image file to the platform (its upload call) and answers the platform's image. */
export type UploadToPlatform = (file: {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}) => Promise<PlatformImage>;

/**
 * Covers of listings for other modules (frames): read the cover, and replace it on the platform with
 * another image while the other images, fields and variants stay as stored.
 */
export function createListingCovers(deps: { db: Db; shops: ShopsModule; listings: ListingsService }) {
  const { db, shops } = deps;

  const toCover = (row: Awaited<ReturnType<typeof findListing>>): ListingCover => ({
    id: row.id,
    name: row.name,
    marketplace: row.marketplace,
    shopId: row.shopId,
    externalId: row.externalId,
    cover: row.images[0] ?? null,
  });

  return {
    /** The listing of the account (on `marketplace` when given); anything else is 404. */
    read: async (accountId: string, listingId: string, marketplace?: Marketplace) =>
      toCover(await findListing(db, accountId, listingId, marketplace)),

    /**
     * `next` answers the new cover (given the current one and the platform's upload); it becomes the
     * first image of the whole product sent back, then the platform's copy is read and stored.
     * Answers the listing as stored afterwards.
     */
    async replace(
      accountId: string,
      listingId: string,
      next: (current: PlatformImage | null, upload: UploadToPlatform) => Promise<PlatformImage>,
    ): Promise<ListingCover> {
      const row = await findListing(db, accountId, listingId);
      const variants = await variantsOf(db, row.id);
      const shop = deps.listings.requireConnected(await shops.service.owned(accountId, row.shopId));
      await shops.tokens.callShop(shop, async (adapter, credentials) => {
        try {
          const cover = await next(row.images[0] ?? null, (file) => adapter.uploadImage(credentials, file));
          const images = [cover, ...row.images.slice(1)];
          await adapter.updateProduct(
            credentials,
            row.externalId,
            toListingInput(fieldsOfListing(row, variants), images, variants),
          );
        } catch (err) {
          throw refusedField(err, row.marketplace);
        }
      });
      await deps.listings.reimport(shop, [row.externalId]);
      return toCover(await findListing(db, accountId, listingId));
    },
  };
}

export type ListingCovers = ReturnType<typeof createListingCovers>;
