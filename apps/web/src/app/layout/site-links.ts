// Places outside the app that the mobile menu and the footer both point to (spec section 2: the
// social links). One list so the two never disagree.
export interface SocialLink {
  label: string;
  href: string;
  /** The platform whose mark stands for the link (components/platform-icon). */
  platform: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Stash on Instagram', href: 'https://www.instagram.com/stash.app/', platform: 'instagram' },
  { label: 'Stash on TikTok', href: 'https://www.tiktok.com/@stash.app', platform: 'tiktok' },
  { label: 'Stash on X', href: 'https://x.com/stash_app', platform: 'x' },
];
