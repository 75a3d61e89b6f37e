// Tells what an uploaded file is from its contents (a zip by its signature and the names inside
// it; JSON by its keys; X's archive files by their `window.YTD` prefix; HTML, CSV or plain text)
// and reads its saved links one at a time, with bounded memory whatever the file's size.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { canonicalLinkOf, type ImportSource } from '@stash/shared';
import { EXPORT_FILE_MESSAGES, MAX_ENTRIES } from './errors.js';
import { ExportFileError, type ExportEntry, type ExportReadOptions, type OpenedExport } from './export-entry.js';
import {
  INSTAGRAM_COLLECTIONS_KEY,
  INSTAGRAM_POSTS_KEY,
  instagramCollectionEntries,
  instagramPostEntry,
  selectInstagramItems,
} from './instagram-export.js';
import { walkJson, type JsonPath, type JsonSelection } from './json-walk.js';
import { bookmarksHtmlEntries, csvDelimiterOf, csvFileEntries, textFileEntries } from './link-files.js';
import { decodeChunks, decodeHead, looksBinary, sniffEncoding, type TextEncoding } from './text-decoding.js';
import { TIKTOK_TOP_LEVEL_KEYS, selectTikTokItems, tiktokEntries } from './tiktok-export.js';
import { X_DATA_FILE_PREFIX, X_READ_NAMES, selectXItems, withoutXPrefix, xEntries } from './x-archive.js';
import { openZip, type ZipFileEntry } from './zip-archive.js';

/** Enough of the file to tell its kind and encoding. */
const HEAD_BYTES = 64 * 1024;

/** Opens the file's bytes afresh (each reading pass streams from the start). */
type ByteSource = () => Promise<AsyncIterable<Buffer>>;

type JsonKind = 'instagram-posts' | 'instagram-collections' | 'tiktok' | 'x';

export async function openExport(filePath: string, options: ExportReadOptions): Promise<OpenedExport> {
  const head = await readHead(filePath);
  if (head.length === 0) throw new ExportFileError(EXPORT_FILE_MESSAGES.emptyFile);
  const opened = isZip(head) ? await openZipExport(filePath, options) : await openPlainFile(() => Promise.resolve(createReadStream(filePath)), head, options);
  return { source: opened.source, entries: () => capped(opened.entries()) };
}

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function isZip(head: Buffer): boolean {
  // A local file header, or the end record of an empty zip.
  return head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
}

/** Stops reading past the import's limit, so a file of millions of rows is never read to its end. */
async function* capped(entries: AsyncIterable<ExportEntry>): AsyncGenerator<ExportEntry> {
  let links = 0;
  let skipped = 0;
  for await (const entry of entries) {
    if (entry.kind === 'link' ? ++links > MAX_ENTRIES : ++skipped > MAX_ENTRIES) return;
    yield entry;
  }
}

async function* textOf(source: ByteSource, encoding: TextEncoding): AsyncGenerator<string> {
  yield* decodeChunks(await source(), encoding);
}

// ---- a file on its own ----

async function openPlainFile(source: ByteSource, head: Buffer, options: ExportReadOptions): Promise<OpenedExport> {
  const encoding = sniffEncoding(head);
  const text = decodeHead(head, encoding);
  if (text.trim() === '') throw new ExportFileError(EXPORT_FILE_MESSAGES.emptyFile);
  if (looksBinary(text)) throw new ExportFileError(EXPORT_FILE_MESSAGES.unreadable);
  const start = text.trimStart();

  const xFile = X_DATA_FILE_PREFIX.exec(start);
  if (xFile) {
    if (!X_READ_NAMES.has(xFile[1]!)) throw new ExportFileError(EXPORT_FILE_MESSAGES.otherXFile);
    return { source: 'x', entries: () => xEntries(walkJson(withoutXPrefix(textOf(source, encoding)), selectXItems)) };
  }
  if (start.startsWith('{') || start.startsWith('[')) {
    const kind = await detectJson(() => textOf(source, encoding));
    return jsonExport(kind, () => textOf(source, encoding), options);
  }
  if (start.startsWith('<')) return { source: 'links', entries: () => bookmarksHtmlEntries(textOf(source, encoding)) };
  const delimiter = csvDelimiterOf(text);
  if (delimiter) return { source: 'links', entries: () => csvFileEntries(textOf(source, encoding), delimiter) };
  return { source: 'links', entries: () => textFileEntries(textOf(source, encoding)) };
}

// The keys that tell the export apart: the top level's, and the first item's of a top-level array.
const detectionPoints = (path: JsonPath): JsonSelection => {
  if (path.length === 1) return { mark: String(path[0]) };
  if (path.length === 2 && path[0] === 0) return { mark: `item.${String(path[1])}` };
  return null;
};

/** Reads the JSON only as far as the first key that tells which export it is. */
async function detectJson(text: () => AsyncIterable<string>): Promise<JsonKind> {
  for await (const found of walkJson(text(), detectionPoints)) {
    if (found.kind !== 'mark') continue;
    if (found.label === INSTAGRAM_POSTS_KEY) return 'instagram-posts';
    if (found.label === INSTAGRAM_COLLECTIONS_KEY) return 'instagram-collections';
    if (TIKTOK_TOP_LEVEL_KEYS.has(found.label)) return 'tiktok';
    if (found.label === 'item.like' || found.label === 'item.bookmark' || found.label === 'item.tweetId') return 'x';
  }
  throw new ExportFileError(EXPORT_FILE_MESSAGES.unreadable);
}

function jsonExport(kind: JsonKind, text: () => AsyncIterable<string>, options: ExportReadOptions): OpenedExport {
  switch (kind) {
    case 'instagram-posts':
      return { source: 'instagram', entries: () => instagramPosts(text, new Map()) };
    case 'instagram-collections':
      return { source: 'instagram', entries: () => instagramCollectionEntries(walkJson(text(), selectInstagramItems(INSTAGRAM_COLLECTIONS_KEY))) };
    case 'tiktok':
      return { source: 'tiktok', entries: () => tiktokEntries(walkJson(text(), selectTikTokItems(options.tiktokLists))) };
    case 'x':
      return { source: 'x', entries: () => xEntries(walkJson(text(), selectXItems)) };
  }
}

async function* instagramPosts(text: () => AsyncIterable<string>, collectionsOf: Map<string, string[]>): AsyncGenerator<ExportEntry> {
  for await (const found of walkJson(text(), selectInstagramItems(INSTAGRAM_POSTS_KEY))) {
    if (found.kind !== 'value') continue;
    const entry = instagramPostEntry(found);
    if (entry.kind === 'link') entry.link.collections = collectionsOf.get(linkKey(entry.link.url)) ?? [];
    yield entry;
  }
}

/** The same post under its canonical link whatever its form in each file (?igsh=, /reel/ or /p/). */
function linkKey(url: string): string {
  try {
    return canonicalLinkOf(new URL(url))?.url ?? url;
  } catch {
    return url;
  }
}

// ---- an export zip ----

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1).toLowerCase();
const isNoise = (name: string) => name.startsWith('__MACOSX/') || baseName(name).startsWith('._');
const X_FILE = /^(like|bookmarks?)(-part\d+)?\.js$/;
const xFileOrder = (entry: ZipFileEntry) => `${baseName(entry.name).startsWith('like') ? 0 : 1}${baseName(entry.name)}`;

interface ZipPlan {
  source: ImportSource;
  read(zip: { openEntry(entry: ZipFileEntry): Promise<AsyncIterable<Buffer>> }, options: ExportReadOptions): AsyncIterable<ExportEntry>;
}

function planOfZip(entries: ZipFileEntry[]): ZipPlan {
  const files = entries.filter((entry) => !isNoise(entry.name));
  const named = (name: string) => files.find((entry) => baseName(entry.name) === name);
  const savedPosts = named('saved_posts.json');
  const savedCollections = named('saved_collections.json');
  if (savedPosts || savedCollections) {
    return { source: 'instagram', read: (zip) => instagramZipEntries(zip, savedPosts, savedCollections) };
  }
  const tiktok = named('user_data_tiktok.json') ?? named('user_data.json');
  if (tiktok) {
    return {
      source: 'tiktok',
      read: (zip, options) => tiktokEntries(walkJson(textOf(() => zip.openEntry(tiktok), 'utf8'), selectTikTokItems(options.tiktokLists))),
    };
  }
  const xFiles = files
    .filter((entry) => X_FILE.test(baseName(entry.name)))
    // Likes first, then bookmarks; each file's parts in order.
    .sort((a, b) => xFileOrder(a).localeCompare(xFileOrder(b), 'en', { numeric: true }));
  if (xFiles.length > 0) return { source: 'x', read: (zip) => xZipEntries(zip, xFiles) };
  if (files.some((entry) => /^saved_(posts|collections)\.html$/.test(baseName(entry.name)))) throw new ExportFileError(EXPORT_FILE_MESSAGES.instagramHtml);
  if (files.some((entry) => /^(favorite videos|like list|user_data)\.txt$/.test(baseName(entry.name)))) throw new ExportFileError(EXPORT_FILE_MESSAGES.tiktokTxt);
  throw new ExportFileError(EXPORT_FILE_MESSAGES.zipWithoutExport);
}

async function openZipExport(filePath: string, options: ExportReadOptions): Promise<OpenedExport> {
  const listing = await openZip(filePath);
  let plan: ZipPlan;
  try {
    plan = planOfZip(listing.entries);
  } finally {
    listing.close();
  }
  return {
    source: plan.source,
    // The zip is opened again for the reading, and closed however the reading ends.
    async *entries() {
      const zip = await openZip(filePath);
      try {
        const byName = new Map(zip.entries.map((entry) => [entry.name, entry]));
        const current = { openEntry: (entry: ZipFileEntry) => zip.openEntry(byName.get(entry.name) ?? entry) };
        yield* plan.read(current, options);
      } finally {
        zip.close();
      }
    },
  };
}

/**
 * With both Instagram files, each saved post comes once, carrying every collection it is in: the
 * collections file is read first into a map of link -> collection names (bounded by the import's
 * limit), then the saved posts, then collection posts missing from saved_posts.json.
 */
async function* instagramZipEntries(
  zip: { openEntry(entry: ZipFileEntry): Promise<AsyncIterable<Buffer>> },
  savedPosts: ZipFileEntry | undefined,
  savedCollections: ZipFileEntry | undefined,
): AsyncGenerator<ExportEntry> {
  const collectionsText = () => textOf(() => zip.openEntry(savedCollections!), 'utf8');
  if (!savedPosts) {
    yield* instagramCollectionEntries(walkJson(collectionsText(), selectInstagramItems(INSTAGRAM_COLLECTIONS_KEY)));
    return;
  }
  const collectionsOf = new Map<string, string[]>();
  const urlOf = new Map<string, { url: string; savedAt: Date | null }>();
  if (savedCollections) {
    for await (const entry of instagramCollectionEntries(walkJson(collectionsText(), selectInstagramItems(INSTAGRAM_COLLECTIONS_KEY)))) {
      if (entry.kind !== 'link' || entry.link.collections.length === 0) continue;
      const key = linkKey(entry.link.url);
      const known = collectionsOf.get(key);
      if (known) {
        if (!known.includes(entry.link.collections[0]!)) known.push(entry.link.collections[0]!);
      } else if (collectionsOf.size < MAX_ENTRIES) {
        collectionsOf.set(key, [...entry.link.collections]);
        urlOf.set(key, { url: entry.link.url, savedAt: entry.link.savedAt });
      }
    }
  }
  const seen = new Set<string>();
  for await (const entry of instagramPosts(() => textOf(() => zip.openEntry(savedPosts), 'utf8'), collectionsOf)) {
    if (entry.kind === 'link') seen.add(linkKey(entry.link.url));
    yield entry;
  }
  for (const [key, collections] of collectionsOf) {
    if (!seen.has(key)) yield { kind: 'link', link: { ...urlOf.get(key)!, collections } };
  }
}

async function* xZipEntries(zip: { openEntry(entry: ZipFileEntry): Promise<AsyncIterable<Buffer>> }, files: ZipFileEntry[]): AsyncGenerator<ExportEntry> {
  for (const file of files) {
    yield* xEntries(walkJson(withoutXPrefix(textOf(() => zip.openEntry(file), 'utf8')), selectXItems));
  }
}
