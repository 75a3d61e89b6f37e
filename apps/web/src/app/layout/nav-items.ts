import { CalendarDays, LayoutGrid, Map, Newspaper, Search, Sparkles, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** A small tag after the label, such as BETA for the assistant. */
  badge?: string;
  /** Marks the link for the guided tour's step on it (`data-tour`). */
  tour?: string;
}

/** The member navigation of the desktop header (spec section 2, Layout). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Feed', to: '/posts', icon: Newspaper },
  { label: 'Manage', to: '/manage', icon: LayoutGrid },
  { label: 'Map', to: '/map', icon: Map },
  { label: 'Events', to: '/events', icon: CalendarDays },
  { label: 'Stash AI', to: '/chat', icon: Sparkles, badge: 'BETA', tour: 'nav-stash-ai' },
  { label: 'Search', to: '/search', icon: Search },
];
