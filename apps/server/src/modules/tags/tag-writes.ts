// The tags module's writes for other modules (an import's collections become tags): the tags
// table has one owner, this module.
export { findOrCreateTagsByName } from './tag-writes.repo';
