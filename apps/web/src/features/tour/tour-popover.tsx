// One step of the tour on screen: a non-modal dialog beside the element it explains, with the
// progress ('Step 2 of 4' and a bar), Back, Next (Finish on the last step) and 'Skip tour'. The
// page stays usable behind it. Phones get it as a bottom sheet; from sm up it sits by the element.
import { useId, type CSSProperties, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import type { PopoverPlacement } from './tour-layout';
import type { TourStep } from './tour-steps';

interface TourPopoverProps {
  step: TourStep;
  /** 1-based. */
  number: number;
  total: number;
  placement: PopoverPlacement;
  onBack: () => void;
  onNext: () => void;
  onFinish: () => void;
  onSkip: () => void;
  ref?: Ref<HTMLDivElement>;
}

const px = (value: number | null) => (value === null ? 'auto' : `${value}px`);

export function TourPopover({ step, number, total, placement, onBack, onNext, onFinish, onSkip, ref }: TourPopoverProps) {
  const id = useId();
  const last = number === total;
  // Read by the sm: classes only, so the phone's sheet ignores them.
  const position = {
    '--tour-top': px(placement.top),
    '--tour-bottom': px(placement.bottom),
    '--tour-left': px(placement.left),
    '--tour-width': px(placement.width),
    '--tour-max-height': px(placement.maxHeight),
  } as CSSProperties;

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-progress ${id}-body`}
      tabIndex={-1}
      style={position}
      className={
        'fixed inset-x-0 bottom-0 z-50 max-h-[70dvh] animate-dialog-in overflow-y-auto rounded-t-3xl border-t border-line bg-surface-raised ' +
        'px-5 pt-3 pb-[calc(1.25rem+env(safe-area-inset-bottom))] text-ink shadow-lifted outline-none ' +
        'sm:inset-x-auto sm:top-(--tour-top) sm:bottom-(--tour-bottom) sm:left-(--tour-left) sm:max-h-(--tour-max-height) sm:w-(--tour-width) ' +
        'sm:rounded-2xl sm:border sm:p-5'
      }
    >
      {/* The sheet's grab handle: a familiar cue on phones, nothing to do. */}
      <div aria-hidden="true" className="mx-auto mb-3 h-1 w-10 rounded-full bg-line-strong sm:hidden" />
      <p id={`${id}-progress`} className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">
        Step {number} of {total}
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-muted">
        <div
          className="h-full rounded-full bg-linear-to-r from-violet-500 to-pink-500 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(number / total) * 100}%` }}
        />
      </div>
      <h2 id={`${id}-title`} className="mt-4 text-lg font-semibold tracking-tight text-balance">
        {step.title}
      </h2>
      <p id={`${id}-body`} className="mt-1.5 text-[15px] leading-relaxed text-ink-muted">
        {step.body}
      </p>
      <div className="mt-5 flex items-center gap-2">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onSkip}>
          Skip tour
        </Button>
        <span className="flex-1" />
        {number > 1 ? (
          <Button variant="secondary" size="sm" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <Button size="sm" onClick={last ? onFinish : onNext}>
          {last ? 'Finish' : 'Next'}
        </Button>
      </div>
    </div>
  );
}
