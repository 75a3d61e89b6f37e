// The words and timings of saving a link (spec sections 4, 5 and 9): the 'Save a Link' dialog and
// the share screen speak them alike, and one place keeps both and their tests from drifting apart.

export const SAVE_LINK_COPY = {
  title: 'Save a Link',
  description: 'Paste the link of a post and Stash organises it for you.',
  label: 'Link',
  placeholder: 'Paste an Instagram, TikTok or X link',
  submit: 'Save Link',
  submitting: 'Saving...',
  /** Shown inline when the server gave no message of its own (network failure, bare 5xx). */
  failedInline: 'Unable to save link right now.',
  failedToast: 'Could not save that link.',
  savedToast: 'Added to your stash!',
  /** Not in the spec: a quiet note under the toast when the post was already in the stash. */
  duplicateToastDescription: 'It was already in your stash.',
  working: 'Your Stash is being made awesome!',
  followUp: 'You can close this window while we work our magic, or add another link below',
  addButton: 'Save a link',
} as const;

/** The success toast stays longer than the usual 1.5 s (spec section 5). */
export const SAVED_TOAST_MS = 2_000;
/** How long the 'being made awesome' message shows before the follow-up replaces it. */
export const FOLLOW_UP_DELAY_MS = 2_000;
/** The input takes focus once the dialog's entrance has settled (spec section 9). */
export const AUTOFOCUS_DELAY_MS = 120;
