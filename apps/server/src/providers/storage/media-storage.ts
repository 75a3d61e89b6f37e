// Where downloaded media lives: files under the data dir (the default), or an S3-compatible bucket
// (s3-media-storage.ts) behind the same interface. Either way the server answers /media/<key>.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface MediaStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** Removes stored files; keys that are already gone are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address the app shows for a stored file. */
  urlFor(key: string): string;
  /** Every stored file with when it was last written, for the sweeper to find files no row names. */
  list(): AsyncIterable<StoredFile>;
  /** Resolves when the store can be used; otherwise rejects with what is wrong, for the operator to fix at start-up. */
  check(): Promise<void>;
  /** How /media/<key> is answered: files from a folder, or objects read from the store. */
  serving: MediaServing;
}

/** The configured store cannot be used (credentials, bucket, endpoint): the operator's to fix, said in words. */
export class MediaStorageUnavailableError extends Error {}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export type MediaServing = { from: 'folder'; directory: string } | { from: 'store'; read(key: string, request: MediaReadRequest): Promise<MediaRead> };

export interface MediaReadRequest {
  /** A single byte range as the client asked for it ('bytes=0-99'); absent: the whole file. */
  range?: string;
  /** The client's If-None-Match: a copy it already has. */
  ifNoneMatch?: string;
}

export type MediaRead =
  | { status: 'found'; body: Readable; contentType: string; contentLength: number | undefined; contentRange: string | undefined; etag: string | undefined; lastModified: Date | undefined }
  | { status: 'not-modified'; etag: string | undefined }
  | { status: 'missing' }
  | { status: 'range-not-satisfiable' };

/** Also spelled in stash_post_doc (migration 0009), which builds media addresses inside stored post documents. */
export const MEDIA_URL_PREFIX = '/media/';

/** Where stored media lives in the data dir; the pipeline writes there and the server serves it. */
export const mediaDirectoryOf = (dataDir: string) => path.join(dataDir, 'media');

/** Keys are made by us (ids plus an extension); anything else could climb out of the folder. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Whether a name is one we could have made: anything else in the store is not ours to judge. */
export const isSafeMediaKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

export function assertSafeMediaKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`unsafe media key: ${key}`);
}

export function createLocalMediaStorage(directory: string): MediaStorage {
  const fileFor = (key: string) => {
    assertSafeMediaKey(key);
    return path.join(directory, key);
  };
  return {
    async put(key, data) {
      // The folder is made when a write finds it missing, not before every write.
      await fs.writeFile(fileFor(key), data).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await fs.mkdir(directory, { recursive: true });
        await fs.writeFile(fileFor(key), data);
      });
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
        if (!isSafeMediaKey(name)) continue;
        const stats = await fs.stat(path.join(directory, name)).catch(() => null);
        if (stats?.isFile()) yield { key: name, modifiedAt: stats.mtime };
      }
    },
    async check() {
      await fs.mkdir(directory, { recursive: true });
    },
    serving: { from: 'folder', directory },
  };
}
