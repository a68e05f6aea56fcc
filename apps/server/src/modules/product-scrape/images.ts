import type { Marketplace } from '@booster/domain';
import { AdapterError, type PublicPages } from '@booster/marketplaces';
import type { FileStorage } from '../../platform/storage/index.ts';
import { sniffContentType } from '../../platform/storage/index.ts';

/** The most photos any platform takes (Bukalapak 10); the publish form checks the shop's own limit. */
const MAX_PHOTOS = 10;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Copies a scraped product's photos into Booster storage, where the seller's own uploads go, so the
 * product create sends them to the shop's platform like any uploaded photo. A photo that is missing,
 * too large or not an image is left out; a platform that does not answer fails the whole scrape
 * (retried), so a draft never silently loses every photo to an outage.
 */
export async function copyPhotos(
  pages: PublicPages,
  storage: FileStorage,
  platform: Marketplace,
  urls: readonly string[],
): Promise<string[]> {
  const copied: string[] = [];
  for (const url of urls.slice(0, MAX_PHOTOS)) {
    try {
      const photo = await pages.readImage(platform, url);
      const type = sniffContentType(photo.data, PHOTO_TYPES);
      if (!type) continue;
      copied.push((await storage.putImage('products', type, photo.data)).url);
    } catch (err) {
      if (err instanceof AdapterError && !err.retryable) continue;
      throw err;
    }
  }
  return copied;
}
