import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageDriver } from './storage.ts';

/** Files under one directory (`${DATA_DIR}/uploads` by default); keys are already validated. */
export function localDiskDriver(root: string): StorageDriver {
  const pathOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async write(key, data) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
