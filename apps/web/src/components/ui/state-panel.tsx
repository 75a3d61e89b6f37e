// What a screen shows instead of its content: an icon, a title and what to do next. Screens use
// StatePanel for their empty states, NumberedSteps for "how to save one", LoadFailed for a failed load.
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './button';

export function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="mx-auto flex max-w-md animate-enter flex-col items-center px-2 py-16 text-center" aria-labelledby={titleId}>
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">{icon}</div>
      <h2 id={titleId} className="mt-5 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Steps as a column, or (`row`) side by side from the small breakpoint, as on home. */
export function NumberedSteps({ steps, layout = 'column' }: { steps: readonly string[]; layout?: 'column' | 'row' }) {
  const list = layout === 'row' ? 'grid gap-2.5 sm:grid-cols-3 sm:gap-3' : 'w-full space-y-2 text-left';
  const item = layout === 'row' ? 'bg-surface/80 py-3.5' : 'bg-surface py-3';
  return (
    <ol className={`mt-6 text-[15px] text-ink ${list}`}>
      {steps.map((step, index) => (
        <li key={step} className={`flex gap-3 rounded-2xl border border-line px-4 ${item}`}>
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-text">
            {index + 1}
          </span>
          <span className="leading-snug">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** A failed load: what failed, the reason (announced), and a retry. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <StatePanel icon={<CircleAlert className="size-7" aria-hidden="true" />} title={title}>
      <p role="alert" className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        {message || 'Please try again.'}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </StatePanel>
  );
}
