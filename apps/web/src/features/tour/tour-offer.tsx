// The one-time offer of the tour to a new member, on home after account setup. It floats at the
// bottom without blocking anything (above the phone's tab bar, left of the desktop add button)
// and takes no focus; either answer puts it away for good.
import { useId } from 'react';
import { Compass } from 'lucide-react';
import { Button } from '../../components/ui/button';

export function TourOffer({ onAnswer }: { onAnswer: (accepted: boolean) => void }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={
        'fixed inset-x-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 animate-pop-in rounded-2xl border border-line bg-surface-raised p-4 shadow-lifted ' +
        'sm:right-auto sm:left-6 sm:w-[23rem] md:bottom-6 lg:left-8 lg:bottom-8'
      }
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
          <Compass className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-[15px] font-semibold tracking-tight text-ink">
            Take a 1-minute tour?
          </h2>
          <p className="mt-0.5 text-sm leading-relaxed text-ink-muted">
            See where your saves land, how to find them again and how to ask Stash AI about them.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onAnswer(true)}>
              Show me around
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onAnswer(false)}>
              Not now
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
