// The bucket provider against a real S3-compatible server (s3rver on a loopback port): it stores,
// reads (whole, a byte range, or "not modified"), lists with write times, removes, keeps to its
// prefix, and says plainly why a bucket cannot be used.
import net from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server';
import type { MediaRead, MediaStorage } from './media-storage';
import { mediaStorageSettingsOf, type S3MediaSettings } from './media-storage-settings';
import { createS3MediaStorage } from './s3-media-storage';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

function settingsFor(overrides: Record<string, string> = {}): S3MediaSettings {
  const settings = mediaStorageSettingsOf({
    STASH_MEDIA_STORAGE: 's3',
    STASH_S3_ENDPOINT: s3.endpoint,
    STASH_S3_BUCKET: s3.bucket,
    STASH_S3_REGION: 'us-east-1',
    STASH_S3_PREFIX: '',
    STASH_S3_ACCESS_KEY_ID: 'S3RVER',
    STASH_S3_SECRET_ACCESS_KEY: 'S3RVER',
    STASH_S3_FORCE_PATH_STYLE: 'true',
    ...overrides,
  } as Parameters<typeof mediaStorageSettingsOf>[0]);
  if (settings.kind !== 's3') throw new Error('expected the bucket settings');
  return settings;
}

async function readAll(storage: MediaStorage, key: string, request = {}): Promise<{ read: MediaRead; bytes?: Buffer }> {
  if (storage.serving.from !== 'store') throw new Error('expected a store that is read, not a folder');
  const read = await storage.serving.read(key, request);
  if (read.status !== 'found') return { read };
  const chunks: Buffer[] = [];
  for await (const chunk of read.body as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return { read, bytes: Buffer.concat(chunks) };
}

const keysOf = async (storage: MediaStorage) => {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
};

describe('S3 media storage', () => {
  const storage = () => createS3MediaStorage(settingsFor({ STASH_S3_PREFIX: 'unit' }));
  const bytes = new Uint8Array(Array.from({ length: 300 }, (_, index) => index % 256));

  it('stores a file and reads it back whole, with its content type and size', async () => {
    const store = storage();
    await store.check();
    await store.put('post-1-aa.jpg', bytes);
    const { read, bytes: body } = await readAll(store, 'post-1-aa.jpg');
    expect(read).toMatchObject({ status: 'found', contentType: 'image/jpeg', contentLength: 300, contentRange: undefined });
    expect(body).toEqual(Buffer.from(bytes));
    expect(store.urlFor('post-1-aa.jpg')).toBe('/media/post-1-aa.jpg');
  });

  it('reads one byte range, and answers "not modified" for the copy the client has', async () => {
    const store = storage();
    await store.put('post-1-bb.mp4', bytes);
    const { read, bytes: part } = await readAll(store, 'post-1-bb.mp4', { range: 'bytes=100-109' });
    expect(read).toMatchObject({ status: 'found', contentType: 'video/mp4', contentLength: 10, contentRange: 'bytes 100-109/300' });
    expect(part).toEqual(Buffer.from(bytes.subarray(100, 110)));
    const etag = read.status === 'found' ? read.etag : undefined;
    expect(etag).toBeTruthy();
    expect((await readAll(store, 'post-1-bb.mp4', { ifNoneMatch: etag })).read.status).toBe('not-modified');
    expect((await readAll(store, 'post-1-bb.mp4', { range: 'bytes=5000-6000' })).read.status).toBe('range-not-satisfiable');
  });

  it('answers "missing" for an object that is not there', async () => {
    expect((await readAll(storage(), 'never-stored.jpg')).read.status).toBe('missing');
  });

  it('lists its own objects with their write times, and removes them (gone ones too)', async () => {
    const store = storage();
    const before = Date.now();
    await store.put('post-2-cc.png', bytes);
    // Another prefix's object and one whose name we could not have made are not this store's.
    await createS3MediaStorage(settingsFor({ STASH_S3_PREFIX: 'other/' })).put('post-2-cc.png', bytes);
    await createS3MediaStorage(settingsFor({ STASH_S3_PREFIX: 'unit/nested' })).put('post-2-dd.png', bytes);
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of store.list()) listed.push(file);
    const stored = listed.find((file) => file.key === 'post-2-cc.png');
    // S3 keeps write times to the second.
    expect(stored!.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(listed.map((file) => file.key).sort()).toEqual(['post-1-aa.jpg', 'post-1-bb.mp4', 'post-2-cc.png']);

    await store.remove(['post-2-cc.png', 'post-1-aa.jpg', 'was-never-there.jpg']);
    expect(await keysOf(store)).toEqual(['post-1-bb.mp4']);
    expect(await keysOf(createS3MediaStorage(settingsFor({ STASH_S3_PREFIX: 'other' })))).toEqual(['post-2-cc.png']);
  });

  it('refuses keys we could not have made', async () => {
    for (const key of ['../secret', 'a/b.jpg', '.hidden', '']) {
      await expect(storage().put(key, new Uint8Array([1]))).rejects.toThrow('unsafe media key');
    }
  });

  it('says why a bucket cannot be used: refused credentials, a missing bucket, an endpoint nobody answers', async () => {
    const refused = createS3MediaStorage(settingsFor({ STASH_S3_ACCESS_KEY_ID: 'NOT-A-KEY', STASH_S3_SECRET_ACCESS_KEY: 'a-secret-never-shown' }));
    const error = await refused.check().then(() => null, (caught: Error) => caught);
    expect(error?.message).toMatch(/^Media storage: the S3 bucket "stash-media" at http:\/\/127\.0\.0\.1:\d+ cannot be used: the store refused the credentials \(InvalidAccessKeyId\); check STASH_S3_ACCESS_KEY_ID and STASH_S3_SECRET_ACCESS_KEY\.$/);
    expect(error?.message).not.toContain('a-secret-never-shown');

    await expect(createS3MediaStorage(settingsFor({ STASH_S3_BUCKET: 'no-such-bucket' })).check()).rejects.toThrow(/"no-such-bucket" .* cannot be used: the bucket does not exist/);

    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    await expect(createS3MediaStorage(settingsFor({ STASH_S3_ENDPOINT: `http://127.0.0.1:${closedPort}` })).check()).rejects.toThrow(/cannot be used: it could not be reached \(ECONNREFUSED\); check STASH_S3_ENDPOINT/);
  });
});
