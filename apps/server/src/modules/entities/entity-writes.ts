// The entities module's writes for other modules and the pipeline: the entities and post_entities
// tables have one owner, this module.
export { insertEntity, mergeIntoEntity, relinkPostEntities, removeOrphanEntities, setEntityTemplate, type EntityMerge } from './entity-writes.repo';
