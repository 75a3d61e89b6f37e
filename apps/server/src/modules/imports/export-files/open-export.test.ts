import { readFile } from 'node:fs/promises';
import { IMPORT_MESSAGES, canonicalLinkOf } from '@stash/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILE_MESSAGES } from './errors.js';
import { ExportFileError } from './export-entry.js';
import { fixturePath, fixtureText, linksOf, readAll, skippedOf, tempDir, urlsOf, writeFileIn, writeZip } from './export-test-files.js';
import { openExport } from './open-export.js';

const favorites = { tiktokLists: 'favorites' } as const;

let dir: string;
let removeDir: () => Promise<void>;
beforeAll(async () => {
  ({ dir, remove: removeDir } = await tempDir());
});
afterAll(() => removeDir());

async function expectExportError(file: string, message: string) {
  const error = await openExport(file, favorites).then(readAll).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExportFileError);
  expect((error as ExportFileError).message).toBe(message);
}

describe('Instagram', () => {
  it("reads saved_posts.json: every entry's link and saved time, duplicates and untitled ones included, linkless ones skipped", async () => {
    const opened = await openExport(fixturePath('instagram/saved_posts.json'), favorites);
    expect(opened.source).toBe('instagram');
    const entries = await readAll(opened);
    expect(urlsOf(entries)).toEqual([
      'https://www.instagram.com/p/CzLilia01/',
      'https://www.instagram.com/reel/CzTacos02/?igsh=abc123',
      'https://www.instagram.com/p/CzNoTitle03/',
      'https://www.instagram.com/p/CzLilia01/',
      'https://www.instagram.com/p/CzGerman04/',
      'https://www.instagram.com/p/CzLabel05/',
    ]);
    expect(linksOf(entries)[0]!.savedAt).toEqual(new Date(1690000000 * 1000));
    expect(linksOf(entries)[5]!.savedAt).toEqual(new Date(1690500000 * 1000));
    expect(skippedOf(entries)).toEqual([{ kind: 'skipped', reason: 'no link' }]);
  });

  it('reads saved_collections.json: each post under the collection header before it, the names repaired from mojibake', async () => {
    const opened = await openExport(fixturePath('instagram/saved_collections.json'), favorites);
    expect(opened.source).toBe('instagram');
    const links = linksOf(await readAll(opened));
    expect(links.map((link) => [link.url, link.collections])).toEqual([
      ['https://www.instagram.com/p/CzLilia01/', ['Cafés à Paris']],
      ['https://www.instagram.com/p/CzOnlyInCollection06/', ['Cafés à Paris']],
      ['https://www.instagram.com/reel/CzTacos02/', ['Recipes']],
      ['https://www.instagram.com/p/CzLilia01/', ['Recipes']],
    ]);
    expect(links[0]!.savedAt).toEqual(new Date(1690000001 * 1000));
  });

  it("reads the export zip's saved folder, each post once with all its collections, without reading the media", async () => {
    const media = Buffer.alloc(200_000, 7);
    const file = await writeZip(`${dir}/instagram-export.zip`, {
      'media/posts/202307/1.jpg': media,
      'your_instagram_activity/saved/saved_posts.json': await fixtureText('instagram/saved_posts.json'),
      'your_instagram_activity/saved/saved_collections.json': await fixtureText('instagram/saved_collections.json'),
      'your_instagram_activity/likes/liked_posts.json': '{"likes_media_likes": []}',
    });
    const opened = await openExport(file, favorites);
    expect(opened.source).toBe('instagram');
    const links = linksOf(await readAll(opened));
    expect(links.map((link) => [link.url, link.collections])).toEqual([
      ['https://www.instagram.com/p/CzLilia01/', ['Cafés à Paris', 'Recipes']],
      ['https://www.instagram.com/reel/CzTacos02/?igsh=abc123', ['Recipes']],
      ['https://www.instagram.com/p/CzNoTitle03/', []],
      ['https://www.instagram.com/p/CzLilia01/', ['Cafés à Paris', 'Recipes']],
      ['https://www.instagram.com/p/CzGerman04/', []],
      ['https://www.instagram.com/p/CzLabel05/', []],
      // In a collection but missing from saved_posts.json: still brought in.
      ['https://www.instagram.com/p/CzOnlyInCollection06/', ['Cafés à Paris']],
    ]);
  });

  it('reads a zip holding only saved_collections.json', async () => {
    const file = await writeZip(`${dir}/collections-only.zip`, {
      'your_instagram_activity/saved/saved_collections.json': await fixtureText('instagram/saved_collections.json'),
    });
    expect(urlsOf(await readAll(await openExport(file, favorites)))).toHaveLength(4);
  });

  it('says when the Instagram export was made in HTML', async () => {
    const file = await writeZip(`${dir}/instagram-html.zip`, { 'your_instagram_activity/saved/saved_posts.html': '<html></html>' });
    await expectExportError(file, EXPORT_FILE_MESSAGES.instagramHtml);
  });
});

describe('TikTok', () => {
  it('reads favourite videos by default, with their UTC dates; an entry without a link is skipped', async () => {
    const opened = await openExport(fixturePath('tiktok/user_data.json'), favorites);
    expect(opened.source).toBe('tiktok');
    const entries = await readAll(opened);
    expect(urlsOf(entries)).toEqual([
      'https://www.tiktokv.com/share/video/7228000000000000002/',
      'https://www.tiktok.com/@chef.ana/video/7228000000000000003',
    ]);
    expect(linksOf(entries)[0]!.savedAt).toEqual(new Date('2023-05-02T08:15:42Z'));
    expect(skippedOf(entries)).toHaveLength(1);
  });

  it('reads liked videos (Date/date, Link/link) or both lists, as chosen; never the watch history', async () => {
    const liked = await readAll(await openExport(fixturePath('tiktok/user_data.json'), { tiktokLists: 'liked' }));
    expect(urlsOf(liked)).toEqual(['https://www.tiktokv.com/share/video/7228000000000000004/', 'https://www.tiktokv.com/share/video/7228000000000000002/']);
    expect(linksOf(liked)[0]!.savedAt).toEqual(new Date('2023-05-05T12:00:00Z'));
    const both = await readAll(await openExport(fixturePath('tiktok/user_data.json'), { tiktokLists: 'both' }));
    expect(urlsOf(both)).toHaveLength(4);
    expect(urlsOf(both)).not.toContain('https://www.tiktokv.com/share/video/7228000000000000001/');
  });

  it('reads the newer layout ("Likes and Favorites") from inside the zip', async () => {
    const file = await writeZip(`${dir}/tiktok.zip`, { 'TikTok_Data_1700000000/user_data_tiktok.json': await fixtureText('tiktok/user_data_tiktok.json') });
    const opened = await openExport(file, { tiktokLists: 'both' });
    expect(opened.source).toBe('tiktok');
    expect(urlsOf(await readAll(opened))).toEqual([
      'https://www.tiktokv.com/share/video/7450000000000000001/',
      'https://www.tiktokv.com/share/video/7450000000000000002/',
    ]);
  });
});

describe('X', () => {
  it('reads like.js after its JavaScript prefix: status links by tweet id, duplicates kept, unavailable posts skipped', async () => {
    const opened = await openExport(fixturePath('x/like.js'), favorites);
    expect(opened.source).toBe('x');
    const entries = await readAll(opened);
    expect(urlsOf(entries)).toEqual([
      'https://x.com/i/status/1700000000000000001',
      'https://x.com/i/status/1700000000000000002',
      'https://x.com/i/status/1700000000000000001',
    ]);
    expect(linksOf(entries)[0]!.savedAt).toBeNull();
    expect(skippedOf(entries)).toHaveLength(1);
  });

  it('reads bookmarks.js, and both files from the archive zip', async () => {
    expect(urlsOf(await readAll(await openExport(fixturePath('x/bookmarks.js'), favorites)))).toEqual([
      'https://x.com/i/status/1800000000000000001',
      'https://x.com/i/status/1800000000000000002',
    ]);
    const file = await writeZip(`${dir}/twitter-archive.zip`, {
      'Your archive.html': '<html></html>',
      'data/tweets.js': await fixtureText('x/tweets.js'),
      'data/bookmarks.js': await fixtureText('x/bookmarks.js'),
      'data/like.js': await fixtureText('x/like.js'),
      'data/tweets_media/1-a.jpg': Buffer.alloc(1000),
    });
    const opened = await openExport(file, favorites);
    expect(opened.source).toBe('x');
    expect(urlsOf(await readAll(opened))).toHaveLength(5);
  });

  it("says when another of the archive's files is uploaded", async () => {
    await expectExportError(fixturePath('x/tweets.js'), EXPORT_FILE_MESSAGES.otherXFile);
  });
});

describe('files of links', () => {
  it('reads a text file: every link of every line, scheme-less ones and any site included, trailing punctuation dropped', async () => {
    const opened = await openExport(fixturePath('links/links.txt'), favorites);
    expect(opened.source).toBe('links');
    expect(urlsOf(await readAll(opened))).toEqual([
      'https://www.instagram.com/p/CzText01/',
      'https://www.tiktok.com/@chef.ana/video/7228000000000000003',
      'https://x.com/someone/status/1700000000000000003',
      'https://example.com/recipe?id=1',
      'https://www.instagram.com/p/CzText01/',
    ]);
  });

  it('reads a UTF-16 text file', async () => {
    expect(urlsOf(await readAll(await openExport(fixturePath('links/links-utf16.txt'), favorites)))).toEqual(['https://www.instagram.com/p/CzUtf16/']);
  });

  it('reads a CSV: links in any column, the date column as the saved time, a row without a link skipped', async () => {
    const opened = await openExport(fixturePath('links/links.csv'), favorites);
    expect(opened.source).toBe('links');
    const entries = await readAll(opened);
    expect(linksOf(entries)).toEqual([
      { url: 'https://www.instagram.com/p/CzCsv01/', savedAt: new Date('2024-03-01T10:00:00Z'), collections: [] },
      { url: 'https://www.tiktok.com/@tacos/video/7228000000000000010', savedAt: new Date(1709287200 * 1000), collections: [] },
    ]);
    expect(skippedOf(entries)).toHaveLength(1);
  });

  it("reads a browser's bookmarks HTML with ADD_DATE as the saved time; non-web links skipped", async () => {
    const opened = await openExport(fixturePath('links/bookmarks.html'), favorites);
    expect(opened.source).toBe('links');
    const entries = await readAll(opened);
    expect(linksOf(entries)).toEqual([
      { url: 'https://www.instagram.com/p/CzHtml01/', savedAt: new Date(1700000100 * 1000), collections: [] },
      { url: 'https://x.com/someone/status/1700000000000000004', savedAt: new Date(1700000200 * 1000), collections: [] },
      { url: 'https://www.tiktok.com/@chef.ana/video/7228000000000000003', savedAt: null, collections: [] },
    ]);
    expect(skippedOf(entries)).toEqual([{ kind: 'skipped', reason: 'not a web link' }]);
  });

  it('decodes a windows-1252 bookmarks file', async () => {
    const bytes = await readFile(fixturePath('links/bookmarks-windows-1252.html'));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(urlsOf(await readAll(await openExport(fixturePath('links/bookmarks-windows-1252.html'), favorites)))).toContain(
      'https://www.instagram.com/p/CzCrème/',
    );
  });

  it('keeps no more than a line of a 20 MB one-line file in memory, and still finds links across it', async () => {
    const words = 'lorem ipsum dolor sit amet '.repeat(40_000);
    const line = `${words}https://www.instagram.com/p/CzFar01/ ${words}${'x'.repeat(200_000)} https://www.instagram.com/p/CzFar02/ ${words}`;
    const file = await writeFileIn(dir, 'one-line.txt', line.repeat(3));
    expect(urlsOf(await readAll(await openExport(file, favorites)))).toEqual(
      Array.from({ length: 3 }, () => ['https://www.instagram.com/p/CzFar01/', 'https://www.instagram.com/p/CzFar02/']).flat(),
    );
  });
});

describe('the links come out in forms the canonical link rules accept', () => {
  it('Instagram, X and TikTok web links are canonical posts', async () => {
    const files = ['instagram/saved_posts.json', 'x/like.js', 'links/links.txt', 'links/bookmarks.html'];
    for (const name of files) {
      const links = linksOf(await readAll(await openExport(fixturePath(name), favorites))).filter((link) => !link.url.startsWith('https://example.com'));
      for (const link of links) expect(canonicalLinkOf(new URL(link.url)), link.url).not.toBeNull();
    }
  });
});

describe('odd files', () => {
  it('an empty or blank file', async () => {
    await expectExportError(fixturePath('odd/empty.txt'), IMPORT_MESSAGES.emptyFile);
    await expectExportError(fixturePath('odd/whitespace.txt'), IMPORT_MESSAGES.emptyFile);
  });

  it('JSON of another shape', async () => {
    await expectExportError(fixturePath('odd/other-shape.json'), IMPORT_MESSAGES.unreadable);
    await expectExportError(await writeFileIn(dir, 'array.json', '[1, 2, {"a": [true, null]}]'), IMPORT_MESSAGES.unreadable);
  });

  it('JSON cut off part way: the entries before the break, then the error', async () => {
    const opened = await openExport(fixturePath('odd/broken.json'), favorites);
    const seen: string[] = [];
    const error = await (async () => {
      for await (const entry of opened.entries()) if (entry.kind === 'link') seen.push(entry.link.url);
    })().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(seen).toEqual(['https://www.instagram.com/p/CzBroken/']);
    expect((error as ExportFileError).message).toBe(EXPORT_FILE_MESSAGES.damagedJson);
  });

  it('random binary', async () => {
    const bytes = Buffer.alloc(4096);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256;
    await expectExportError(await writeFileIn(dir, 'random.bin', bytes), IMPORT_MESSAGES.unreadable);
    await expectExportError(await writeFileIn(dir, 'image.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')), IMPORT_MESSAGES.unreadable);
  });

  it('a zip with none of the known files', async () => {
    const file = await writeZip(`${dir}/other.zip`, { 'photos/1.jpg': Buffer.alloc(100), 'notes.txt': 'hello' });
    await expectExportError(file, EXPORT_FILE_MESSAGES.zipWithoutExport);
    await expectExportError(await writeZip(`${dir}/empty.zip`, {}), EXPORT_FILE_MESSAGES.zipWithoutExport);
  });

  it('a truncated zip', async () => {
    const file = await writeZip(`${dir}/whole.zip`, { 'your_instagram_activity/saved/saved_posts.json': await fixtureText('instagram/saved_posts.json') });
    const bytes = await readFile(file);
    await expectExportError(await writeFileIn(dir, 'truncated.zip', bytes.subarray(0, Math.floor(bytes.length / 2))), EXPORT_FILE_MESSAGES.damagedZip);
  });

  it('a zip whose entry is corrupt', async () => {
    const name = 'data/like.js';
    const file = await writeZip(`${dir}/deflated.zip`, { [name]: (await fixtureText('x/like.js')).repeat(20) });
    const bytes = Buffer.from(await readFile(file));
    // Scramble the compressed data after the local header (30 bytes and the name).
    bytes.fill(0xff, 30 + name.length + 20, 30 + name.length + 60);
    await expectExportError(await writeFileIn(dir, 'corrupt.zip', bytes), EXPORT_FILE_MESSAGES.damagedZip);
  });
});
