// The guided tour's six steps, in the spec's order (section 2): recent stashes and the search dock
// on home, the Ask Stash nav item, the ask input on /search, then the view switcher and sidebar
// filter on /manage. Each points at an element marked `data-tour="<target>"` on its route.

export interface TourStep {
  id: string;
  /** The screen the step is shown on; the tour navigates there first. */
  route: string;
  /** The `data-tour` value of the element the step points at. */
  target: string;
  title: string;
  body: string;
  /** A home step: dropped when signed out (spec section 2). */
  home?: boolean;
  /**
   * Shown only from the md breakpoint up: the element sits in the desktop header, which phones do
   * not show (they reach Stash AI through the menu, and the /search step covers asking).
   */
  wideScreenOnly?: boolean;
}

/** The selector of a step's element. */
export function targetSelector(step: Pick<TourStep, 'target'>): string {
  return `[data-tour="${step.target}"]`;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'recent-stashes',
    route: '/home',
    target: 'home-recent-stashes',
    title: 'Your recent stashes',
    body: 'Every link you save lands here, newest first, already sorted into places, events and recipes. Open one to see everything Stash found in it.',
    home: true,
  },
  {
    id: 'search-dock',
    route: '/home',
    target: 'home-search-dock',
    title: 'Find anything you saved',
    body: 'Type a name, a place or a time like “this weekend”. Stash looks through titles, captions, places and tags at once.',
    home: true,
  },
  {
    id: 'ask-nav',
    route: '/home',
    target: 'nav-stash-ai',
    title: 'Ask Stash',
    body: 'Stash AI answers questions from your own saves, like “where was that ramen place?”, and shows which saves it used. It is in beta.',
    wideScreenOnly: true,
  },
  {
    id: 'ask-input',
    route: '/search',
    target: 'search-ask-input',
    title: 'Ask from search',
    body: 'Not sure which words you saved it under? Ask here in your own words and Stash AI reads your saves for the answer.',
  },
  {
    id: 'manage-views',
    route: '/manage',
    target: 'manage-view-switcher',
    title: 'Pick a view',
    body: 'See your stashes as a table, a grid, a list or a kanban board: whichever suits what you are planning.',
  },
  {
    id: 'manage-filter',
    route: '/manage',
    target: 'manage-sidebar-filter',
    title: 'Filter from the sidebar',
    body: 'Narrow your stashes down by category or tag from the sidebar, and the view follows.',
  },
];
