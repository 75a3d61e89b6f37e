// Instagram's "Download your information" export: saved_posts.json ({saved_saved_media: [...]})
// and saved_collections.json ({saved_saved_collections: [...]}, each collection's header entry
// followed by its posts). The labels inside ('Saved on', 'Name', 'Added Time') are localised, and
// Meta has moved the link between string_map_data, string_list_data and label_values over the
// years, so an entry's link is whichever href it carries.
import type { ExportEntry } from './export-entry.js';
import { asRecord, dateOfUnixTime, repairMojibake, stringAt } from './entry-values.js';
import type { JsonFound, JsonPath, JsonSelection } from './json-walk.js';

export const INSTAGRAM_POSTS_KEY = 'saved_saved_media';
export const INSTAGRAM_COLLECTIONS_KEY = 'saved_saved_collections';

/** The items of the saved posts' or collections' list. */
export function selectInstagramItems(key: string) {
  return (path: JsonPath): JsonSelection => (path.length === 2 && path[0] === key && typeof path[1] === 'number' ? { capture: key } : null);
}

interface InstagramItem {
  href: string | null;
  savedAt: Date | null;
  /** A text value without a link: a collection's name in a header entry. */
  name: string | null;
}

function* labelledValues(item: Record<string, unknown>): Generator<Record<string, unknown>> {
  const map = asRecord(item.string_map_data);
  if (map) for (const value of Object.values(map)) {
    const record = asRecord(value);
    if (record) yield record;
  }
  for (const listKey of ['string_list_data', 'label_values']) {
    const list = item[listKey];
    if (Array.isArray(list)) for (const value of list) {
      const record = asRecord(value);
      if (record) yield record;
    }
  }
}

export function readInstagramItem(value: unknown): InstagramItem {
  const item = asRecord(value);
  if (!item) return { href: null, savedAt: null, name: null };
  let href = stringAt(item, 'href');
  let savedAt = dateOfUnixTime(item.timestamp);
  let name: string | null = null;
  for (const record of labelledValues(item)) {
    href ??= stringAt(record, 'href');
    savedAt ??= dateOfUnixTime(record.timestamp);
    const text = stringAt(record, 'value');
    if (text && /^https?:\/\//i.test(text)) href ??= text;
    else if (text) name ??= text;
  }
  return { href, savedAt, name: name ?? stringAt(item, 'title') };
}

export function instagramPostEntry(found: Extract<JsonFound, { kind: 'value' }>, collections: string[] = []): ExportEntry {
  if (found.oversized) return { kind: 'skipped', reason: 'entry too large' };
  const item = readInstagramItem(found.value);
  return item.href ? { kind: 'link', link: { url: item.href, savedAt: item.savedAt, collections } } : { kind: 'skipped', reason: 'no link' };
}

/**
 * Reads saved_collections.json's entries in order: a header (a name, no link) opens a collection,
 * the entries after it are its posts.
 */
export async function* instagramCollectionEntries(found: AsyncIterable<JsonFound>): AsyncGenerator<ExportEntry> {
  let collection: string | null = null;
  for await (const each of found) {
    if (each.kind !== 'value') continue;
    if (each.oversized) {
      yield { kind: 'skipped', reason: 'entry too large' };
      continue;
    }
    const item = readInstagramItem(each.value);
    if (!item.href) {
      if (item.name) collection = repairMojibake(item.name);
      else yield { kind: 'skipped', reason: 'no link' };
      continue;
    }
    yield { kind: 'link', link: { url: item.href, savedAt: item.savedAt, collections: collection ? [collection] : [] } };
  }
}
