import type { Sandbox } from '../core/context.ts';
import { ImageStore } from '../core/uploads.ts';

/**
 * Shopee names every image by an image_id. Uploaded images keep their store id; the seeded ones get an
 * id that encodes their path, so an edit can send back the ids get_item_base_info handed out.
 */
const SEEDED = 'sbx-';
const UPLOADED = /^\/_assets\/uploads\/([\w-]+)$/;

export function shopeeImageId(path: string): string {
  const uploaded = UPLOADED.exec(path);
  return uploaded?.[1] ?? `${SEEDED}${Buffer.from(path).toString('base64url')}`;
}

/** The stored path of an image id, or undefined when Shopee does not know the id. */
export function shopeeImagePath(sandbox: Sandbox, imageId: string): string | undefined {
  if (imageId.startsWith(SEEDED)) {
    const path = Buffer.from(imageId.slice(SEEDED.length), 'base64url').toString();
    return path.startsWith('/_assets/img/shopee/') ? path : undefined;
  }
  return sandbox.images.get(imageId) ? ImageStore.path(imageId) : undefined;
}
