import {
  Bot,
  CalendarDays,
  Compass,
  LifeBuoy,
  Map,
  MapPin,
  Search,
  Store,
  Tag,
  Ticket,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type ComingSoonScreen =
  | 'events'
  | 'places'
  | 'map'
  | 'discover'
  | 'chat'
  | 'search'
  | 'profile'
  | 'help'
  | 'entity'
  | 'venue'
  | 'event';

export interface ComingSoonCopy {
  title: string;
  icon: LucideIcon;
  /** What the member will find here, in their words. */
  promise: string;
}

export const COMING_SOON_SCREENS: Record<ComingSoonScreen, ComingSoonCopy> = {
  events: { title: 'Events', icon: CalendarDays, promise: 'Dates pulled from your saves, on a calendar you can add to your own.' },
  places: { title: 'Places', icon: MapPin, promise: 'The restaurants, shops and spots from your saves, grouped by area.' },
  map: { title: 'Map', icon: Map, promise: 'Your saved places pinned on a map, so you can see what is near you.' },
  discover: { title: 'Discover', icon: Compass, promise: 'Trending places and ideas across your stash.' },
  chat: { title: 'Stash AI', icon: Bot, promise: 'Ask questions and get answers drawn from the posts you saved.' },
  search: { title: 'Search', icon: Search, promise: 'Find any save by its words, places, people or dates.' },
  profile: { title: 'Profile', icon: UserRound, promise: 'Your name, username, Instagram handle and stash stats.' },
  help: { title: 'Help', icon: LifeBuoy, promise: 'Guides for saving links and getting the most out of your stash.' },
  entity: { title: 'Details', icon: Tag, promise: 'Everything your saves mention about one thing, in one place.' },
  venue: { title: 'Venue', icon: Store, promise: 'Address, hours, rating and the posts where you saw this place.' },
  event: { title: 'Event', icon: Ticket, promise: 'Date, time, venue and tickets for an event from your saves.' },
};
