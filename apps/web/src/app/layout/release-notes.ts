// What the 'What's New' dialog lists, newest first. Add an entry when a release changes
// something a member will notice.

export interface ReleaseNote {
  /** ISO date of the release. */
  date: string;
  title: string;
  body: string;
}

export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    date: '2026-11-24',
    title: 'A home for your stash',
    body: 'Your latest saves, a search dock and your categories at a glance, right after you sign in.',
  },
  {
    date: '2026-11-23',
    title: 'The feed',
    body: 'Every post you saved, organised into categories, with filters and endless scrolling.',
  },
  {
    date: '2026-11-22',
    title: 'Save a link from anywhere',
    body: 'Paste an Instagram, TikTok or X link and Stash fetches and organises it while you carry on.',
  },
];
