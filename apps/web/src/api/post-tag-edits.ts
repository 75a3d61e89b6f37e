// Tag changes as edits of one post (for editCachedPosts): the post answers itself where the
// change does not touch it, so only the cards that show the change are re-rendered.
import type { PostTag } from '@stash/shared';
import type { CachedPostEdit } from './post-cache';
import { sortTagsByName } from './tags';

function sameTags(a: readonly PostTag[], b: readonly PostTag[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag.id === b[index]?.id && tag.name === b[index]?.name && tag.color === b[index]?.color);
}

const asPostTag = ({ id, name, color }: PostTag): PostTag => ({ id, name, color });

/** The post `postId` now carries exactly `tags` (shown in name order). */
export function withPostTags(postId: string, tags: readonly PostTag[]): CachedPostEdit {
  const next = sortTagsByName(tags.map(asPostTag));
  return (post) => (post.id !== postId || sameTags(post.tags, next) ? post : { ...post, tags: next });
}

/** Every post carrying `tag` shows its new name and colour, re-sorted (a rename can move it). */
export function withTagChanged(tag: PostTag): CachedPostEdit {
  return (post) => {
    const old = post.tags.find((candidate) => candidate.id === tag.id);
    if (!old || (old.name === tag.name && old.color === tag.color)) return post;
    const tags = post.tags.map((candidate) => (candidate.id === tag.id ? { ...candidate, name: tag.name, color: tag.color } : candidate));
    return { ...post, tags: sortTagsByName(tags) };
  };
}

/** No post carries the tag `tagId` any more. */
export function withTagRemoved(tagId: string): CachedPostEdit {
  return (post) => (post.tags.some((tag) => tag.id === tagId) ? { ...post, tags: post.tags.filter((tag) => tag.id !== tagId) } : post);
}
