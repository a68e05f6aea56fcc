import type { MarketplaceAdapter, PlatformImage, ShopCredentials } from '@booster/marketplaces';
import { fieldError } from '../../platform/errors/index.ts';
import { decodeImageUpload, type FileStorage, type ImageContentType } from '../../platform/storage/index.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** A seller's photo (base64) checked and kept in Booster storage until a platform needs it. */
export async function storeUploadedImage(
  storage: FileStorage,
  input: { contentType: ImageContentType; data: string },
): Promise<{ url: string }> {
  const bytes = decodeImageUpload(input, {
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: 'products.imageTooLarge',
    invalid: 'products.imageInvalid',
  });
  const stored = await storage.putImage('products', input.contentType, bytes);
  return { url: stored.url };
}

/** Images without a platform id are ours (uploaded to Booster); anything else cannot be sent. */
export function checkImagesSendable(storage: FileStorage, images: readonly PlatformImage[]) {
  images.forEach((image, i) => {
    if (!image.imageId && !storage.keyOf(image.url))
      throw fieldError(`images.${i}`, 'products.imageNotUploaded');
  });
}

/** Puts every Booster-stored image on the platform; platform images pass through. Order is kept. */
export async function imagesOnPlatform(
  storage: FileStorage,
  adapter: MarketplaceAdapter,
  credentials: ShopCredentials,
  images: readonly PlatformImage[],
): Promise<PlatformImage[]> {
  const onPlatform: PlatformImage[] = [];
  for (const [i, image] of images.entries()) {
    if (image.imageId) {
      onPlatform.push(image);
      continue;
    }
    const key = storage.keyOf(image.url);
    const file = key ? await storage.get(key) : null;
    if (!key || !file) throw fieldError(`images.${i}`, 'products.imageNotUploaded');
    onPlatform.push(
      await adapter.uploadImage(credentials, {
        fileName: key.slice(key.lastIndexOf('/') + 1),
        contentType: file.contentType,
        data: file.data,
      }),
    );
  }
  return onPlatform;
}
