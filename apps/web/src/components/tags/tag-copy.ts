// The tag screens' texts (spec sections 5 and 8), word for word.
import { TAG_NAME_MAX_LENGTH } from '@stash/shared';

export const TAG_COPY = {
  created: 'Tag created',
  saved: 'Tags saved',
  savedDescription: 'Updated tags for this post',
  updated: 'Tag updated',
  deleted: 'Tag deleted',
  errorLoading: 'Error loading tags',
  errorCreating: 'Error creating tag',
  errorSaving: 'Error saving tags',
  errorUpdating: 'Error updating tag',
  errorDeleting: 'Error deleting tag',
  tooLong: 'Tag name too long',
  tooLongDescription: `Tag names must be ${TAG_NAME_MAX_LENGTH} characters or less`,
  fallbackDescription: 'Please try again',
  noTags: 'No tags yet. Create your first tag above!',
  noMatches: 'No tags found matching',
  nameEmpty: 'Tag name cannot be empty',
  nameTooLong: `Tag name must be ${TAG_NAME_MAX_LENGTH} characters or less`,
  nameTaken: 'A tag with this name already exists',
} as const;
