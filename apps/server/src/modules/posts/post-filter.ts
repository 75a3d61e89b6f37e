// The posts module's reading of posts/list's filter fields as an SQL condition on posts `p`, for
// modules that read the same selection of a member's stash (an export of the current filter).
export { postFilterCondition } from './posts.repo';
