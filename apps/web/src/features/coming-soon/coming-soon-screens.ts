import { LifeBuoy, type LucideIcon } from 'lucide-react';

/** Member screens that arrive in later issues. */
export type ComingSoonScreen = 'help';

export interface ComingSoonCopy {
  title: string;
  icon: LucideIcon;
  /** What the member will find here, in their words. */
  promise: string;
}

export const COMING_SOON_SCREENS: Record<ComingSoonScreen, ComingSoonCopy> = {
  help: { title: 'Help', icon: LifeBuoy, promise: 'Guides for saving links and getting the most out of your stash.' },
};
