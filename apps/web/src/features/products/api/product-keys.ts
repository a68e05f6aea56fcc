import { keysFor } from '../../../lib/query-keys.ts';

/** Query keys of the marketplace products area: listings, platform metadata and bulk runs. */
export const listingKeys = keysFor('listings');
export const listingMetaKeys = keysFor('listing-meta');
export const bulkRunKeys = keysFor('bulk-runs');
