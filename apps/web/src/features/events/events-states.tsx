// What the Events screen shows instead of events: skeleton rows while loading, how to save an
// event when there are none, and a failed load with a retry.
import { CalendarX2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

export function EventsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Loading your events</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex animate-pulse gap-4 rounded-2xl border border-line bg-surface p-4" aria-hidden="true">
          <div className="size-11 rounded-xl bg-surface-muted" />
          <div className="flex-1 space-y-2.5 py-1">
            <div className="h-4 w-2/3 rounded-full bg-surface-muted" />
            <div className="h-3 w-1/2 rounded-full bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-2 py-14 text-center" aria-labelledby="events-state-title">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">{icon}</div>
      <h2 id="events-state-title" className="mt-5 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function EventsEmpty() {
  return (
    <StatePanel icon={<CalendarX2 className="size-7" aria-hidden="true" />} title="No events yet">
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        When you save a post about a concert, class, pop-up or anything else with a date, it lands here and on your calendar.
      </p>
      <ol className="mt-6 w-full space-y-2 text-left text-[15px]">
        {[
          'Find a post about an event on Instagram, TikTok or X and copy its link.',
          'Press the + button, choose Save a Link and paste it.',
          'We read the date, time and place from the post and list it here.',
        ].map((step, index) => (
          <li key={step} className="flex gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-text">
              {index + 1}
            </span>
            <span className="leading-snug">{step}</span>
          </li>
        ))}
      </ol>
    </StatePanel>
  );
}

export function EventsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatePanel icon={<CircleAlert className="size-7" aria-hidden="true" />} title="We couldn't load your events">
      <p role="alert" className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        {message || 'Please try again.'}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </StatePanel>
  );
}
