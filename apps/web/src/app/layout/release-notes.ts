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
    date: '2026-11-26',
    title: 'Install Stash, and share straight to it',
    body: "Install Stash from your browser and it opens like an app, even offline, with the stashes you last read. On Android, Share -> Stash on any Instagram, TikTok or X post saves it in one tap.",
  },
  {
    date: '2026-11-26',
    title: 'A quick tour, and your theme on your profile',
    body: "New members are offered a short guided tour of home, search and Stash AI (start it again any time from Help), and the profile now lets you pick Light, Dark or your device's setting.",
  },
  {
    date: '2026-11-26',
    title: 'Your profile, help and feedback',
    body: 'Edit your name, username and Instagram handle, change your password, sign out everywhere, download your data or delete your account. Help has the answers and a way to reach us, and Send Feedback goes straight to the team.',
  },
  {
    date: '2026-11-26',
    title: 'The waitlist is open',
    body: 'Friends can join the Stash waitlist from the login page and get a confirmation email.',
  },
  {
    date: '2026-11-25',
    title: 'Search and Stash AI',
    body: 'Find any save in one query, with places, dates and kinds understood, and ask Stash AI about your own saves, with the posts it used cited.',
  },
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
