import type { MarketplaceAdapter, PlatformImage, ShopCredentials } from '@booster/marketplaces';
import { fieldError } from '../../platform/errors/index.ts';
import type { FileStorage, ImageContentType } from '../../platform/storage/index.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The first bytes each accepted type starts with, so a renamed file is refused. */
const SIGNATURES: Record<ImageContentType, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b) =>
    Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP',
};

/** A seller's photo (base64) checked and kept in Booster storage until a platform needs it. */
export async function storeUploadedImage(
  storage: FileStorage,
  input: { contentType: ImageContentType; data: string },
): Promise<{ url: string }> {
  // Base64 is 4 characters per 3 bytes: refuse an oversized upload before decoding it.
  if (input.data.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 4)
    throw fieldError('data', 'products.imageTooLarge');
  const bytes = new Uint8Array(Buffer.from(input.data, 'base64'));
  if (bytes.length > MAX_IMAGE_BYTES) throw fieldError('data', 'products.imageTooLarge');
  if (bytes.length < 12 || !SIGNATURES[input.contentType](bytes))
    throw fieldError('data', 'products.imageInvalid');
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
