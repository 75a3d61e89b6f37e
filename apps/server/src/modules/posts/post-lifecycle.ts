// The posts module's writes for saving and organising a post, for the save call (through the
// ingest module's intake) and the pipeline's stages: the posts table has one owner, this module.
export {
  createOrFindPost, createOrFindSharedPost, findOtherPostWithLink, findPost, lockIngestStage, lockIngestStageHoldingDocuments, lockOwnPost, markFailed, noteStatusReason,
  recordExtraction, recordFetched, recordStageDone, removeUnstartedPost, reopenForExtraction, restartPost, setCoverMedia,
  type ExtractionFields, type FetchedPostFields, type PostOrigin, type PostRow, type SavedPost,
} from './post-lifecycle.repo';
