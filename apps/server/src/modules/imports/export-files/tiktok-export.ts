// TikTok's data export, user_data.json / user_data_tiktok.json: favourite videos are under
// "Favorite Videos".FavoriteVideoList and liked ones under "Like List".ItemFavoriteList, inside
// "Activity" (older exports), "Your Activity" or "Likes and Favorites" (newer ones). Items are
// {Date: 'YYYY-MM-DD HH:MM:SS' (UTC), Link} (some exports write date/link in lower case).
import type { TikTokImportList } from '@stash/shared';
import type { ExportEntry } from './export-entry.js';
import { asRecord, dateOfText, stringAt } from './entry-values.js';
import type { JsonFound, JsonPath, JsonSelection } from './json-walk.js';

const LIST_KEYS: Record<string, 'favorites' | 'liked'> = { FavoriteVideoList: 'favorites', ItemFavoriteList: 'liked' };

/** Top-level sections of user_data.json across export versions: any one of them tells the file apart. */
export const TIKTOK_TOP_LEVEL_KEYS = new Set([
  'Activity',
  'Your Activity',
  'Likes and Favorites',
  'Profile',
  'Profile And Settings',
  'Ads and data',
  'App Settings',
  'Comment',
  'Direct Messages',
  'Direct Message',
  'Tiktok Live',
  'TikTok Live',
  'Tiktok Shopping',
  'TikTok Shopping',
  'Video',
  'Post',
  'Income Plus Wallet Transactions',
]);

export function selectTikTokItems(lists: TikTokImportList) {
  return (path: JsonPath): JsonSelection => {
    if (path.length < 2 || typeof path[path.length - 1] !== 'number') return null;
    const list = LIST_KEYS[path[path.length - 2] as string];
    if (!list || (lists !== 'both' && lists !== list)) return null;
    return { capture: list };
  };
}

export async function* tiktokEntries(found: AsyncIterable<JsonFound>): AsyncGenerator<ExportEntry> {
  for await (const each of found) {
    if (each.kind !== 'value') continue;
    if (each.oversized) {
      yield { kind: 'skipped', reason: 'entry too large' };
      continue;
    }
    const item = asRecord(each.value);
    const url = stringAt(item, 'Link', 'link', 'VideoLink', 'videoLink');
    if (!url) {
      yield { kind: 'skipped', reason: 'no link' };
      continue;
    }
    yield { kind: 'link', link: { url, savedAt: dateOfText(stringAt(item, 'Date', 'date')), collections: [] } };
  }
}
