// Tag name rules of spec section 5, checked before any call so the member sees the problem at once
// (the server checks them again).
import { TAG_NAME_MAX_LENGTH } from '@stash/shared';
import { TAG_COPY } from './tag-copy';

export function sameTagName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The tag among `tags` whose name is `name` in any case, other than `exceptId`. */
export function findTagNamed<T extends { id: string; name: string }>(tags: readonly T[], name: string, exceptId?: string): T | undefined {
  return tags.find((tag) => tag.id !== exceptId && sameTagName(tag.name, name));
}

/** Why `name` cannot name a tag (empty, too long, taken by another tag), or null when it can. */
export function tagNameProblem(name: string, tags: ReadonlyArray<{ id: string; name: string }>, exceptId?: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return TAG_COPY.nameEmpty;
  if (trimmed.length > TAG_NAME_MAX_LENGTH) return TAG_COPY.nameTooLong;
  if (findTagNamed(tags, trimmed, exceptId)) return TAG_COPY.nameTaken;
  return null;
}
