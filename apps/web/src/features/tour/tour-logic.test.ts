import { describe, expect, it } from 'vitest';
import { applicableSteps, currentStep, startTour, tourReducer, type TourAction, type TourState } from './tour-logic';
import { screenExists } from './tour-screens';
import { TOUR_STEPS } from './tour-steps';

const ids = (steps: readonly { id: string }[]) => steps.map((step) => step.id);
// The reducer's cases were written for the four steps of /home and /search; /manage's two are
// checked on their own below.
const withoutManage: ReadonlySet<string> = new Set(['/home', '/search']);
const member = { signedIn: true, screenExists: (route: string) => screenExists(route, withoutManage), wideScreen: true };

function run(state: TourState, ...actions: TourAction['type'][]): TourState {
  return actions.reduce((current, type) => tourReducer(current, { type } as TourAction), state);
}

function at(state: TourState): string | null {
  return currentStep(state)?.id ?? null;
}

describe('the step list', () => {
  it('has the spec’s six steps in order, each on its route', () => {
    expect(TOUR_STEPS.map((step) => [step.id, step.route])).toEqual([
      ['recent-stashes', '/home'],
      ['search-dock', '/home'],
      ['ask-nav', '/home'],
      ['ask-input', '/search'],
      ['manage-views', '/manage'],
      ['manage-filter', '/manage'],
    ]);
    for (const step of TOUR_STEPS) expect(step.title && step.body, step.id).toBeTruthy();
  });
});

describe('applicableSteps', () => {
  it('skips the /manage steps while that screen does not exist', () => {
    expect(ids(applicableSteps(TOUR_STEPS, member))).toEqual(['recent-stashes', 'search-dock', 'ask-nav', 'ask-input']);
  });

  it('switches the /manage steps on now that the screen exists', () => {
    const steps = applicableSteps(TOUR_STEPS, { ...member, screenExists: (route) => screenExists(route) });
    expect(ids(steps)).toEqual(['recent-stashes', 'search-dock', 'ask-nav', 'ask-input', 'manage-views', 'manage-filter']);
  });

  it('drops the home steps when signed out', () => {
    expect(ids(applicableSteps(TOUR_STEPS, { ...member, signedIn: false }))).toEqual(['ask-nav', 'ask-input']);
  });

  it('drops the header nav step on phones, where the desktop nav is hidden', () => {
    expect(ids(applicableSteps(TOUR_STEPS, { ...member, wideScreen: false }))).toEqual(['recent-stashes', 'search-dock', 'ask-input']);
  });
});

describe('tourReducer', () => {
  const steps = applicableSteps(TOUR_STEPS, member);

  it('starts on the first step, or ends at once when no step applies', () => {
    expect(at(startTour(steps))).toBe('recent-stashes');
    expect(startTour([])).toEqual({ status: 'ended', outcome: 'finished' });
  });

  it('follows next and back, and back on the first step stays there', () => {
    const start = startTour(steps);
    expect(run(start, 'back')).toBe(start);
    expect(at(run(start, 'next'))).toBe('search-dock');
    expect(at(run(start, 'next', 'next', 'next'))).toBe('ask-input');
    expect(at(run(start, 'next', 'next', 'next', 'back'))).toBe('ask-nav');
  });

  it('counts every move as a new visit', () => {
    const start = startTour(steps);
    const moved = run(start, 'next', 'back');
    expect(at(moved)).toBe(at(start));
    expect(moved.status === 'running' && start.status === 'running' && moved.visit > start.visit).toBe(true);
  });

  it('finishes with next on the last step, or with finish', () => {
    expect(run(startTour(steps), 'next', 'next', 'next', 'next')).toEqual({ status: 'ended', outcome: 'finished' });
    expect(run(startTour(steps), 'next', 'finish')).toEqual({ status: 'ended', outcome: 'finished' });
  });

  it('ends as skipped from any step, and nothing moves an ended tour', () => {
    const skipped = run(startTour(steps), 'next', 'skip');
    expect(skipped).toEqual({ status: 'ended', outcome: 'skipped' });
    expect(run(skipped, 'next', 'back', 'target-missing')).toBe(skipped);
  });

  describe('a step whose element never appears', () => {
    it('is passed over going forward, and the count shrinks', () => {
      const state = run(startTour(steps), 'target-missing');
      expect(at(state)).toBe('search-dock');
      expect(state.status === 'running' && state.steps.length).toBe(3);
    });

    it('is passed over going back, landing on the step before it', () => {
      const state = run(startTour(steps), 'next', 'next', 'next', 'back', 'target-missing');
      expect(at(state)).toBe('search-dock');
      expect(at(run(state, 'next'))).toBe('ask-input');
    });

    it('going back from the first step that can be shown, carries on forward', () => {
      const state = run(startTour(steps), 'next', 'back', 'target-missing');
      expect(at(state)).toBe('search-dock');
    });

    it('ends the tour as finished when it was the last one', () => {
      expect(run(startTour(steps), 'next', 'next', 'next', 'target-missing')).toEqual({ status: 'ended', outcome: 'finished' });
      expect(run(startTour(steps.slice(0, 1)), 'target-missing')).toEqual({ status: 'ended', outcome: 'finished' });
    });
  });
});
