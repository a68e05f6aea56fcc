import { randomUUID } from 'node:crypto';

/**
 * Where bytes are kept. The local-disk driver is the default; an S3-compatible driver implements the
 * same two calls (PUT/GET object by key) and is chosen in `createFileStorage`'s caller.
 */
export type StorageDriver = {
  write(key: string, data: Uint8Array): Promise<void>;
  /** Null when no object has this key. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes the object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
};

export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageContentType = keyof typeof IMAGE_TYPES;

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type]),
) as Record<string, ImageContentType>;

/** Keys are `<folder>/<uuid>.<ext>`: nothing a caller sends ends up in a path. */
const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

export type StoredFile = { key: string; url: string };

/** Stored files and their public URLs (`<appUrl>/api/files/<key>`). */
export function createFileStorage(driver: StorageDriver, options: { appUrl: string }) {
  const urlOf = (key: string) => `${options.appUrl}/api/files/${key}`;
  return {
    urlOf,

    async putImage(folder: string, contentType: ImageContentType, data: Uint8Array): Promise<StoredFile> {
      const key = `${folder}/${randomUUID()}.${IMAGE_TYPES[contentType]}`;
      await driver.write(key, data);
      return { key, url: urlOf(key) };
    },

    /** The file and its content type, or null for an unknown or malformed key. */
    async get(key: string): Promise<{ data: Uint8Array; contentType: ImageContentType } | null> {
      if (!KEY_PATTERN.test(key)) return null;
      const data = await driver.read(key);
      if (!data) return null;
      return { data, contentType: TYPE_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] };
    },

    /** Deletes a stored file (a malformed key is ignored). */
    async remove(key: string): Promise<void> {
      if (KEY_PATTERN.test(key)) await driver.remove(key);
    },

    /** The key of one of our own file URLs (an image the seller uploaded to Booster), else null. */
    keyOf(url: string): string | null {
      const prefix = urlOf('');
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
