import { LifeBuoy, UserRound, type LucideIcon } from 'lucide-react';

/** Member screens that arrive in later issues. */
export type ComingSoonScreen = 'profile' | 'help';

export interface ComingSoonCopy {
  title: string;
  icon: LucideIcon;
  /** What the member will find here, in their words. */
  promise: string;
}

export const COMING_SOON_SCREENS: Record<ComingSoonScreen, ComingSoonCopy> = {
  profile: { title: 'Profile', icon: UserRound, promise: 'Your name, username, Instagram handle and stash stats.' },
  help: { title: 'Help', icon: LifeBuoy, promise: 'Guides for saving links and getting the most out of your stash.' },
};
