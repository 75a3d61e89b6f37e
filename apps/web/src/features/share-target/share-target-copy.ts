// The share screen's own words; the saving words are the 'Save a Link' dialog's (lib/save-link-copy.ts).

export const SHARE_TARGET_COPY = {
  eyebrow: 'Shared to Stash',
  intro: 'Check the link, then save it to your stash.',
  /** The share had words but no Instagram, TikTok or X post link in them. */
  noLinkFound: 'No Instagram, TikTok or X post link came with that share. Paste one below.',
  openStash: 'Open this stash',
  goToFeed: 'Go to your feed',
} as const;
