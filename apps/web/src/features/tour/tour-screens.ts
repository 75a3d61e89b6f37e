// Which of the tour's screens the app has today: a step whose screen is missing stays off
// (tour-screens.test.ts fails if this list and the router disagree).

export const SCREENS_WITH_TOUR_STEPS: ReadonlySet<string> = new Set(['/home', '/search', '/manage']);

export function screenExists(route: string, available: ReadonlySet<string> = SCREENS_WITH_TOUR_STEPS): boolean {
  return available.has(route);
}
