// The posts module's writes for saving and organising a post, for the save call (through the
// ingest module's intake) and the pipeline's stages: the posts table has one owner, this module.
export {
  createOrFindPost, createOrFindSharedPost, fetchedFields, findOtherPostWithLink, findPost, lockIngestStage, lockIngestStageHoldingDocuments, lockOwnPost,
  markFailed, noteStatusReason, recordExtraction, recordStageDone, recordStageDoneIfStanding, removeUnstartedPost, reopenForExtraction, restartPost,
  type ExtractionFields, type FetchedPostFields, type PostOrigin, type PostRow, type SavedPost, type StageDoneFields,
} from './post-lifecycle.repo';
