// X's archive: data/like.js (`window.YTD.like.part0 = [{"like": {"tweetId", "fullText",
// "expandedUrl"}}]`) and data/bookmarks.js or bookmark.js (`window.YTD.bookmark.part0 =
// [{"bookmark": {"tweetId"}}]`; some archives write the items flat, with an addedAt). Large
// archives split a file into like-part1.js, like-part2.js... The JavaScript assignment before the
// array is dropped as the file streams.
import type { ExportEntry } from './export-entry.js';
import { asRecord, dateOfText, stringAt } from './entry-values.js';
import type { JsonFound, JsonPath, JsonSelection } from './json-walk.js';

/** `window.YTD.<name>.part<n> =` at the start of every data file of the archive. */
export const X_DATA_FILE_PREFIX = /^\s*window\.YTD\.([A-Za-z0-9_]+)\.part\d+\s*=\s*/;
export const X_READ_NAMES = new Set(['like', 'bookmark', 'bookmarks']);
/** The longest prefix looked for before the array starts. */
const MAX_PREFIX = 1024;

export const selectXItems = (path: JsonPath): JsonSelection => (path.length === 1 && typeof path[0] === 'number' ? { capture: 'item' } : null);

/** The text after `window.YTD.x.partN =`, for the JSON parser. */
export async function* withoutXPrefix(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  let started = false;
  for await (const chunk of chunks) {
    if (started) {
      yield chunk;
      continue;
    }
    pending += chunk;
    const start = pending.search(/[[{]/);
    if (start >= 0) {
      started = true;
      yield pending.slice(start);
      pending = '';
    } else if (pending.length > MAX_PREFIX) {
      yield pending; // not an archive file after all: the JSON parser says so
      started = true;
      pending = '';
    }
  }
  if (pending) yield pending;
}

export async function* xEntries(found: AsyncIterable<JsonFound>): AsyncGenerator<ExportEntry> {
  for await (const each of found) {
    if (each.kind !== 'value') continue;
    if (each.oversized) {
      yield { kind: 'skipped', reason: 'entry too large' };
      continue;
    }
    const outer = asRecord(each.value);
    const item = asRecord(outer?.like) ?? asRecord(outer?.bookmark) ?? outer;
    const tweetId = stringAt(item, 'tweetId', 'tweet_id', 'id');
    const savedAt = dateOfText(stringAt(item, 'addedAt', 'createdAt', 'created_at'));
    if (tweetId && /^\d{1,25}$/.test(tweetId)) {
      yield { kind: 'link', link: { url: `https://x.com/i/status/${tweetId}`, savedAt, collections: [] } };
      continue;
    }
    const url = stringAt(item, 'expandedUrl', 'url');
    yield url ? { kind: 'link', link: { url, savedAt, collections: [] } } : { kind: 'skipped', reason: 'no link' };
  }
}
