import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './media-storage';

describe('local media storage', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-media-'));
  const storage = createLocalMediaStorage(directory);

  it('stores, addresses and removes files', async () => {
    await storage.put('abc123.jpg', new Uint8Array([1, 2, 3]));
    expect(fs.readFileSync(path.join(directory, 'abc123.jpg'))).toEqual(Buffer.from([1, 2, 3]));
    expect(storage.urlFor('abc123.jpg')).toBe('/media/abc123.jpg');
    await storage.remove(['abc123.jpg', 'never-there.png']);
    expect(fs.existsSync(path.join(directory, 'abc123.jpg'))).toBe(false);
  });

  it('makes its folder when a write finds it missing (removed by hand, or never made)', async () => {
    const missing = path.join(directory, 'not-yet');
    const later = createLocalMediaStorage(missing);
    await later.put('first.png', new Uint8Array([7]));
    expect(fs.readFileSync(path.join(missing, 'first.png'))).toEqual(Buffer.from([7]));
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../secret', 'a/b.jpg', '.hidden', '']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow('unsafe media key');
    }
  });
});
