import { type Marketplace, marketplaceLabel } from '@booster/domain';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/index.ts';

/** The largest photo any platform takes (Shopee's media space, 10 MB). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type SourceImage = { fileName: string; contentType: string; data: Uint8Array };

/**
 * A source product's photo as bytes, read from the source platform's image address (its CDN), so it
 * can be uploaded through the destination's adapter. A platform that does not answer is retried like
 * any platform outage; what is not an image is refused for good.
 */
export async function readSourceImage(
  fetchFn: typeof fetch,
  url: string,
  source: Marketplace,
): Promise<SourceImage> {
  const unavailable = (cause?: unknown) =>
    new AppError('MARKETPLACE_UNAVAILABLE', { params: { marketplace: marketplaceLabel(source) }, cause });
  let res: Response;
  try {
    res = await fetchFn(url, { signal: AbortSignal.timeout(30_000) });
  } catch (err) {
    throw unavailable(err);
  }
  if (res.status >= 500 || res.status === 429) throw unavailable();
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const length = Number(res.headers.get('content-length') ?? 0);
  if (!res.ok || !contentType.startsWith('image/') || length > MAX_IMAGE_BYTES) {
    await res.body?.cancel();
    throw new AppError('NOT_FOUND');
  }
  const data = new Uint8Array(await res.arrayBuffer());
  if (data.byteLength > MAX_IMAGE_BYTES) throw new AppError('NOT_FOUND');
  const last = new URL(url).pathname.split('/').pop() || 'image';
  const extension = contentType.slice('image/'.length).replace('+xml', '').replace('jpeg', 'jpg');
  const fileName = last.includes('.') ? last : `${last}.${extension}`;
  return { fileName, contentType, data };
}

/** JPEG and PNG every platform takes; Lazada's limit (1 MB) is the smallest. */
const UPLOADABLE = new Set(['image/jpeg', 'image/png']);
const UPLOAD_MAX_BYTES = 1024 * 1024;

/**
 * The photo in a form every destination accepts: JPEG or PNG under 1 MB as it is, anything else
 * (WEBP, SVG, a larger photo) re-encoded as a JPEG of at most 1600 px a side.
 */
export async function photoForUpload(image: SourceImage): Promise<SourceImage> {
  if (UPLOADABLE.has(image.contentType) && image.data.byteLength <= UPLOAD_MAX_BYTES) return image;
  let quality = 85;
  for (;;) {
    const data = await sharp(image.data, { limitInputPixels: 50_000_000 })
      .flatten({ background: '#ffffff' })
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality })
      .toBuffer();
    if (data.byteLength <= UPLOAD_MAX_BYTES || quality <= 45) {
      const base = image.fileName.replace(/\.[^.]+$/, '');
      return { fileName: `${base}.jpg`, contentType: 'image/jpeg', data: new Uint8Array(data) };
    }
    quality -= 20;
  }
}
