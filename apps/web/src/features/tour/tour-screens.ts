// Which of the tour's screens the app has today. /manage is in the spec's navigation but has no
// route yet, so its two steps stay off; add it here when its route lands in app/routes.tsx and
// they switch on (tour-screens.test.ts fails if this list and the router disagree).

export const SCREENS_WITH_TOUR_STEPS: ReadonlySet<string> = new Set(['/home', '/search']);

export function screenExists(route: string, available: ReadonlySet<string> = SCREENS_WITH_TOUR_STEPS): boolean {
  return available.has(route);
}
