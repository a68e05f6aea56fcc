import { randomUUID } from 'node:crypto';
import type { SniffedType } from './content-sniff.ts';
import type { StorageDriver } from './storage.ts';

const EXTENSION: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSION).map(([type, ext]) => [ext, type]),
) as Record<string, SniffedType>;

/**
 * `private/<folder>/<uuid>.<ext>`: two folders deep, so the public `/api/files/*` route (one folder)
 * never serves them; the module that stored a file serves it behind its own access check.
 */
const PRIVATE_KEY = /^private\/[a-z0-9-]+\/[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

/** Files only their owner and admins may read (transfer proofs): kept by key, read back by key. */
export function createPrivateFiles(driver: StorageDriver) {
  return {
    async put(folder: string, contentType: SniffedType, data: Uint8Array): Promise<string> {
      const key = `private/${folder}/${randomUUID()}.${EXTENSION[contentType]}`;
      await driver.write(key, data);
      return key;
    },

    async get(key: string): Promise<{ data: Uint8Array; contentType: SniffedType } | null> {
      if (!PRIVATE_KEY.test(key)) return null;
      const data = await driver.read(key);
      if (!data) return null;
      return { data, contentType: TYPE_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] };
    },
  };
}

export type PrivateFiles = ReturnType<typeof createPrivateFiles>;
