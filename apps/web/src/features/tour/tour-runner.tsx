// The running tour (loaded on demand, never part of the shell): goes to each step's screen, waits
// for its element, brings it into sight, rings it and shows the step beside it. Next and Back move
// through the steps, Finish, 'Skip tour' or Escape end it, and so does the member going elsewhere.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/use-session';
import { TourHighlight } from './tour-highlight';
import { placePopover, scrollDistance } from './tour-layout';
import { applicableSteps, currentStep, startTour, tourReducer, type TourOutcome } from './tour-logic';
import { TourPopover } from './tour-popover';
import { screenExists } from './tour-screens';
import { targetSelector, TOUR_STEPS } from './tour-steps';
import { useElementLayout } from './use-element-layout';
import { watchForTarget } from './watch-for-target';

/** How long a step's element may take to appear (a screen's code and data loading) before it is passed over. */
export const TARGET_TIMEOUT_MS = 8_000;

/** Tailwind's md, where the desktop header's nav shows. */
const WIDE_SCREEN_QUERY = '(min-width: 768px)';
/** Below Tailwind's sm the popover is a bottom sheet. */
const SHEET_QUERY = '(max-width: 639.98px)';

function matches(query: string, otherwise: boolean): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : otherwise;
}

function onRoute(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

function bringIntoView(element: HTMLElement): void {
  const rect = element.getBoundingClientRect();
  const distance = scrollDistance(rect, { width: window.innerWidth, height: window.innerHeight }, matches(SHEET_QUERY, false));
  if (distance === 0) return;
  window.scrollBy({ top: distance, behavior: matches('(prefers-reduced-motion: reduce)', false) ? 'instant' : 'smooth' });
}

/** How the current visit to a step got to its screen, told apart from the member leaving it. */
interface Arrival {
  visit: number;
  phase: 'navigating' | 'arrived';
  /** Where the tour was when it set off for the step's screen. */
  from: string;
}

interface TourRunnerProps {
  onEnd: (outcome: TourOutcome) => void;
  targetTimeoutMs?: number;
}

export function TourRunner({ onEnd, targetTimeoutMs = TARGET_TIMEOUT_MS }: TourRunnerProps) {
  const { status } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The steps are chosen once, when the tour starts.
  const [state, dispatch] = useReducer(tourReducer, null, () =>
    startTour(applicableSteps(TOUR_STEPS, { signedIn: status === 'signed_in', screenExists, wideScreen: matches(WIDE_SCREEN_QUERY, true) })),
  );
  const step = currentStep(state);
  const visit = state.status === 'running' ? state.visit : 0;
  const [found, setFound] = useState<{ visit: number; element: HTMLElement | null } | null>(null);
  const element = found?.visit === visit ? found.element : null;
  const layout = useElementLayout(element);
  const arrival = useRef<Arrival | null>(null);
  // Scrolled to once per visit: a second smooth scroll started mid-way would overshoot.
  const scrolled = useRef<{ visit: number; element: HTMLElement } | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'ended') onEnd(state.outcome);
  }, [state, onEnd]);

  // Off to the step's screen, then wait for its element there.
  useEffect(() => {
    if (!step) return;
    const sameVisit = arrival.current?.visit === visit ? arrival.current : null;
    if (!onRoute(pathname, step.route)) {
      if (!sameVisit) {
        arrival.current = { visit, phase: 'navigating', from: pathname };
        void navigate(step.route);
      } else if (sameVisit.phase === 'arrived') {
        // The member followed a link elsewhere: they have taken over, so the tour steps aside.
        dispatch({ type: 'skip' });
      } else if (pathname !== sameVisit.from) {
        // Sent on elsewhere (a screen this visitor cannot open): this step cannot be shown.
        dispatch({ type: 'target-missing' });
      }
      return;
    }
    arrival.current = { visit, phase: 'arrived', from: pathname };
    return watchForTarget(targetSelector(step), {
      timeoutMs: targetTimeoutMs,
      onChange: (shown) => {
        if (shown && (scrolled.current?.visit !== visit || scrolled.current.element !== shown)) {
          scrolled.current = { visit, element: shown };
          bringIntoView(shown);
        }
        setFound({ visit, element: shown });
      },
      onMissing: () => dispatch({ type: 'target-missing' }),
    });
  }, [step, visit, pathname, navigate, targetTimeoutMs]);

  // Each step takes focus, so a keyboard or screen reader user is read it and can act on it.
  const shownVisit = element ? visit : null;
  useEffect(() => {
    if (shownVisit !== null) dialogRef.current?.focus({ preventScroll: true });
  }, [shownVisit]);

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dispatch({ type: 'skip' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [running]);

  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const back = useCallback(() => dispatch({ type: 'back' }), []);
  const finish = useCallback(() => dispatch({ type: 'finish' }), []);
  const skip = useCallback(() => dispatch({ type: 'skip' }), []);

  if (state.status !== 'running' || !step || !layout) return null;
  return (
    <>
      <TourHighlight key={visit} box={layout.box} viewport={layout.viewport} />
      <TourPopover
        ref={dialogRef}
        step={step}
        number={state.index + 1}
        total={state.steps.length}
        placement={placePopover(layout.box, layout.viewport)}
        onBack={back}
        onNext={next}
        onFinish={finish}
        onSkip={skip}
      />
    </>
  );
}
