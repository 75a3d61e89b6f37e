// The tags module's reads and writes for other modules' transactions: tags found or made by name
// (an import's collections), and tags added to or removed from many posts (/manage's bulk
// actions, an import's new stashes). The tags and post_tags tables have one owner, this module.
export { findOrCreateTagsByName } from './tag-writes.repo';
export { addTagsToPosts, countPostsOverTagLimit, findTags, removeTagsFromPosts } from './tags.repo';
