// Where downloaded media lives. The default keeps files under the data dir and the server serves
// them at /media/<key>; an S3-compatible bucket can stand behind the same interface.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** Removes stored files; keys that are already gone are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address the app shows for a stored file. */
  urlFor(key: string): string;
  /** Every stored file with when it was last written, for the sweeper to find files no row names. */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** Also spelled in stash_post_doc (migration 0009), which builds media addresses inside stored post documents. */
export const MEDIA_URL_PREFIX = '/media/';

/** Where stored media lives in the data dir; the pipeline writes there and the server serves it. */
export const mediaDirectoryOf = (dataDir: string) => path.join(dataDir, 'media');

/** Keys are made by us (ids plus an extension); anything else could climb out of the folder. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function assertSafeMediaKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe media key: ${key}`);
}

export function createLocalMediaStorage(directory: string): MediaStorage {
  const fileFor = (key: string) => {
    assertSafeMediaKey(key);
    return path.join(directory, key);
  };
  return {
    async put(key, data) {
      await fs.mkdir(directory, { recursive: true });
      await fs.writeFile(fileFor(key), data);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileFor(key), { force: true })));
    },
    urlFor: (key) => `${MEDIA_URL_PREFIX}${key}`,
    async *list() {
      const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const name of names) {
        // Only names we could have made; anything else is not ours to judge.
        if (!SAFE_KEY.test(name) || name.includes('..')) continue;
        const stats = await fs.stat(path.join(directory, name)).catch(() => null);
        if (stats?.isFile()) yield { key: name, modifiedAt: stats.mtime };
      }
    },
  };
}
