// The tour as pure state (spec section 4): which steps apply, and how next, back, finish and skip
// move through them. The step index follows next and back; finishing or skipping ends the tour.
import type { TourStep } from './tour-steps';

export interface TourConditions {
  signedIn: boolean;
  /** Whether the app has the screen a step is shown on. */
  screenExists: (route: string) => boolean;
  /** From the md breakpoint up, where the desktop header's nav shows. */
  wideScreen: boolean;
}

/** The steps this visitor can be shown, in order. */
export function applicableSteps(steps: readonly TourStep[], { signedIn, screenExists, wideScreen }: TourConditions): TourStep[] {
  return steps.filter((step) => (signedIn || !step.home) && screenExists(step.route) && (wideScreen || !step.wideScreenOnly));
}

export type TourOutcome = 'finished' | 'skipped';

export type TourState =
  | {
      status: 'running';
      steps: readonly TourStep[];
      index: number;
      /** Which way the member last moved, so a step that cannot be shown is passed the same way. */
      direction: 1 | -1;
      /** Counts every move, so the screen can tell a new visit to a step from the same one. */
      visit: number;
    }
  | { status: 'ended'; outcome: TourOutcome };

export type TourAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'finish' }
  | { type: 'skip' }
  /** The current step's element never appeared (its screen is empty or hides it): pass over it. */
  | { type: 'target-missing' };

const ended = (outcome: TourOutcome): TourState => ({ status: 'ended', outcome });

export function startTour(steps: readonly TourStep[]): TourState {
  return steps.length > 0 ? { status: 'running', steps, index: 0, direction: 1, visit: 1 } : ended('finished');
}

export function currentStep(state: TourState): TourStep | null {
  return state.status === 'running' ? (state.steps[state.index] ?? null) : null;
}

export function tourReducer(state: TourState, action: TourAction): TourState {
  if (state.status === 'ended') return state;
  const { steps, index, visit } = state;
  switch (action.type) {
    case 'next':
      return index + 1 < steps.length ? { ...state, index: index + 1, direction: 1, visit: visit + 1 } : ended('finished');
    case 'back':
      return index > 0 ? { ...state, index: index - 1, direction: -1, visit: visit + 1 } : state;
    case 'finish':
      return ended('finished');
    case 'skip':
      return ended('skipped');
    case 'target-missing': {
      const remaining = steps.filter((_, position) => position !== index);
      // Forward, the next step slides into this index; backward, the one before it is next. Going
      // back from the first step that can be shown, the tour carries on forward from there.
      const backward = state.direction === -1 && index > 0;
      const nextIndex = backward ? index - 1 : index;
      if (nextIndex >= remaining.length) return ended('finished');
      return { status: 'running', steps: remaining, index: nextIndex, direction: backward ? -1 : 1, visit: visit + 1 };
    }
  }
}
