import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { SCREENS_WITH_TOUR_STEPS, screenExists } from './tour-screens';
import { TOUR_STEPS } from './tour-steps';

/** Whether the router shows a screen of its own at `path` rather than the not-found page. */
function routerHasScreen(path: string): boolean {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
}

describe('screenExists', () => {
  it('agrees with the router for every screen the tour visits', () => {
    for (const route of new Set(TOUR_STEPS.map((step) => step.route))) {
      expect(screenExists(route), route).toBe(routerHasScreen(route));
    }
  });

  it('has /manage, so its steps are on; a screen left out of the list stays off', () => {
    expect(screenExists('/manage')).toBe(true);
    expect(screenExists('/manage', new Set([...SCREENS_WITH_TOUR_STEPS].filter((route) => route !== '/manage')))).toBe(false);
  });
});
