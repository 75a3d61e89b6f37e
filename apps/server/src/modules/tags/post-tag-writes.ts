// The tags module's reads and writes for other modules' transactions (/manage's bulk tagging):
// the tags and post_tags tables have one owner, this module.
export { addTagsToPosts, countPostsOverTagLimit, findTags, removeTagsFromPosts } from './tags.repo';
