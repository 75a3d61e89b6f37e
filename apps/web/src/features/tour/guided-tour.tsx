// The guided tour's foothold in the shell: a listener for the spec's start-ftue event and the
// check for a pending offer. Both the tour and the offer load on demand, so the signed-in shell
// carries only this (DESIGN.md's 200 KB budget).
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../api/use-session';
import { clearTourOffer, isTourOfferDue, START_TOUR_EVENT, startGuidedTour } from '../../lib/guided-tour';
import type { TourOutcome } from './tour-logic';

interface OfferProps {
  onAnswer: (accepted: boolean) => void;
}

interface RunnerProps {
  onEnd: (outcome: TourOutcome) => void;
  targetTimeoutMs?: number;
}

/** Stands in when the tour's code cannot be fetched (offline, a new deploy): say so and stop. */
function TourUnavailable({ onEnd }: RunnerProps) {
  useEffect(() => {
    toast.error("The tour couldn't load. Check your connection and try again.");
    onEnd('skipped');
  }, [onEnd]);
  return null;
}

const TourRunner = lazy(() =>
  import('./tour-runner').then(
    (module) => ({ default: module.TourRunner }),
    () => ({ default: TourUnavailable }),
  ),
);
/** No offer is better than a broken screen when its code cannot be fetched; /help still starts the tour. */
function NoOffer(_props: OfferProps) {
  return null;
}

const TourOffer = lazy(() =>
  import('./tour-offer').then(
    (module): { default: (props: OfferProps) => ReactNode } => ({ default: module.TourOffer }),
    () => ({ default: NoOffer }),
  ),
);

interface Run {
  id: number;
  /** What had focus when the tour started, to hand focus back to. */
  opener: HTMLElement | null;
}

export function GuidedTour({ targetTimeoutMs }: { targetTimeoutMs?: number }) {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const [run, setRun] = useState<Run | null>(null);
  const [offerAnswered, setOfferAnswered] = useState(false);

  useEffect(() => {
    const start = () => {
      const focused = document.activeElement;
      const opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      // Starting again while a tour runs begins it afresh from the first step.
      setRun((current) => ({ id: (current?.id ?? 0) + 1, opener }));
    };
    window.addEventListener(START_TOUR_EVENT, start);
    return () => window.removeEventListener(START_TOUR_EVENT, start);
  }, []);

  const opener = run?.opener ?? null;
  const end = useCallback(() => {
    // Back to whatever started the tour when it is still on the page (the help page's button),
    // else to the content of the screen the tour ended on.
    const target = opener?.isConnected ? opener : document.getElementById('main');
    target?.focus({ preventScroll: true });
    setRun(null);
  }, [opener]);

  const userId = user?.user_id ?? null;
  const answerOffer = useCallback(
    (accepted: boolean) => {
      clearTourOffer(userId);
      setOfferAnswered(true);
      if (accepted) startGuidedTour();
    },
    [userId],
  );
  const offerShown = !run && !offerAnswered && status === 'signed_in' && pathname === '/home' && isTourOfferDue(userId);

  return (
    <>
      {run ? (
        <Suspense fallback={null}>
          <TourRunner key={run.id} onEnd={end} targetTimeoutMs={targetTimeoutMs} />
        </Suspense>
      ) : null}
      {offerShown ? (
        <Suspense fallback={null}>
          <TourOffer onAnswer={answerOffer} />
        </Suspense>
      ) : null}
    </>
  );
}
