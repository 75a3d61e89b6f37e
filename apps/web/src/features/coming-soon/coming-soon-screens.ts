import { Bot, LifeBuoy, Search, UserRound, type LucideIcon } from 'lucide-react';

/** Member screens that arrive in later issues. */
export type ComingSoonScreen = 'chat' | 'search' | 'profile' | 'help';

export interface ComingSoonCopy {
  title: string;
  icon: LucideIcon;
  /** What the member will find here, in their words. */
  promise: string;
}

export const COMING_SOON_SCREENS: Record<ComingSoonScreen, ComingSoonCopy> = {
  chat: { title: 'Stash AI', icon: Bot, promise: 'Ask questions and get answers drawn from the posts you saved.' },
  search: { title: 'Search', icon: Search, promise: 'Find any save by its words, places, people or dates.' },
  profile: { title: 'Profile', icon: UserRound, promise: 'Your name, username, Instagram handle and stash stats.' },
  help: { title: 'Help', icon: LifeBuoy, promise: 'Guides for saving links and getting the most out of your stash.' },
};
