// What the Events screen shows instead of events: skeleton rows while loading, how to save an
// event when there are none, and a failed load with a retry.
import { CalendarX2 } from 'lucide-react';
import { LoadFailed, NumberedSteps, StatePanel } from '../../components/ui/state-panel';

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

export function EventsEmpty() {
  return (
    <StatePanel icon={<CalendarX2 className="size-7" aria-hidden="true" />} title="No events yet">
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        When you save a post about a concert, class, pop-up or anything else with a date, it lands here and on your calendar.
      </p>
      <NumberedSteps
        steps={[
        'Find a post about an event on Instagram, TikTok or X and copy its link.',
        'Press the + button, choose Save a Link and paste it.',
        'We read the date, time and place from the post and list it here.',
        ]}
      />
    </StatePanel>
  );
}

export function EventsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadFailed title="We couldn't load your events" message={message} onRetry={onRetry} />;
}
