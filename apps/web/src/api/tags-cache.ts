// Pure edits of cached data that carries posts (feed pages, batches, single posts), so a change
// to tags shows on every card at once without refetching the feed. The walk is structural: the
// api layer cannot import the feed's types, and the drawer may cache posts in its own shapes.
import type { PostTag } from '@stash/shared';
import { sortTagsByName } from './tags';

interface TaggedItem {
  id: string;
  tags: PostTag[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPostTag(value: unknown): value is PostTag {
  return isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && typeof value.color === 'string';
}

/** A post (server shape or a client mapping of it): an id and a list of coloured tags. */
function isTaggedItem(value: unknown): value is TaggedItem {
  return isRecord(value) && typeof value.id === 'string' && Array.isArray(value.tags) && value.tags.every(isPostTag);
}

type TagsEdit = (tags: PostTag[], item: TaggedItem) => PostTag[];

function mapArray(items: unknown[], edit: TagsEdit, depth: number): unknown[] {
  let changed = false;
  const next = items.map((item) => {
    const mapped = walk(item, edit, depth);
    if (mapped !== item) changed = true;
    return mapped;
  });
  return changed ? next : items;
}

function mapRecordValues(record: Record<string, unknown>, edit: TagsEdit, depth: number): Record<string, unknown> {
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const mapped = walk(value, edit, depth);
    if (mapped !== value) changed = true;
    next[key] = mapped;
  }
  return changed ? next : record;
}

// Deep enough for infinite pages (data -> pages -> page -> posts -> post), no deeper: the walk
// runs over every cached query and must stay cheap.
const MAX_DEPTH = 6;

function walk(value: unknown, edit: TagsEdit, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return mapArray(value, edit, depth + 1);
  if (!isRecord(value)) return value;
  if (isTaggedItem(value)) {
    const tags = edit(value.tags, value);
    return tags === value.tags ? value : { ...value, tags };
  }
  let next = value;
  for (const key of ['pages', 'posts', 'post', 'items', 'stash'] as const) {
    const inner = value[key];
    if (inner === undefined) continue;
    // A batch answer holds posts by id; a page holds them in a list.
    const mapped = key === 'posts' && isRecord(inner) ? mapRecordValues(inner, edit, depth + 1) : walk(inner, edit, depth + 1);
    if (mapped !== inner) next = { ...next, [key]: mapped };
  }
  return next;
}

/** `data` with every post-like item's tags passed through `edit`; `data` itself when nothing changed. */
export function editCachedPostTags<T>(data: T, edit: TagsEdit): T {
  return walk(data, edit, 0) as T;
}

function sameTags(a: readonly PostTag[], b: readonly PostTag[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag.id === b[index]?.id && tag.name === b[index]?.name && tag.color === b[index]?.color);
}

const asPostTag = ({ id, name, color }: PostTag): PostTag => ({ id, name, color });

/** The post `postId` now carries exactly `tags`. */
export function withPostTags<T>(data: T, postId: string, tags: readonly PostTag[]): T {
  const next = sortTagsByName(tags.map(asPostTag));
  return editCachedPostTags(data, (current, item) => (item.id !== postId || sameTags(current, next) ? current : next));
}

/** Every post carrying `tag` shows its new name and colour. */
export function withTagChanged<T>(data: T, tag: PostTag): T {
  return editCachedPostTags(data, (current) => {
    const index = current.findIndex((candidate) => candidate.id === tag.id);
    const old = current[index];
    if (!old || (old.name === tag.name && old.color === tag.color)) return current;
    return sortTagsByName(current.map((candidate) => (candidate.id === tag.id ? { ...candidate, name: tag.name, color: tag.color } : candidate)));
  });
}

/** No post carries the tag `tagId` any more. */
export function withTagRemoved<T>(data: T, tagId: string): T {
  return editCachedPostTags(data, (current) =>
    current.some((tag) => tag.id === tagId) ? current.filter((tag) => tag.id !== tagId) : current,
  );
}
