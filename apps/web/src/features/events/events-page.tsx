// '/events': the member's saved events (entities shown as EVENT), upcoming or past, as a list
// grouped by day or as a month calendar, with an .ics download per event and one for all upcoming
// events. Tab and view live in the address (?tab=past&view=month) so a reload keeps them.
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { startOfDay } from 'date-fns';
import { CalendarDays, CalendarPlus, List } from 'lucide-react';
import { toast } from 'sonner';
import { useAllEntities } from '../../api/entities-hooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buildCalendarFile, calendarFileName, downloadCalendarFile } from '../../lib/calendar-file';
import { calendarEntryOf, collectEvents, dayOfKey, groupByDay, localDayKey, type EventItem } from './event-items';
import { dayHeading, fullDay } from './event-format';
import { EVENTS_PATH, EventCard, eventPath } from './event-card';
import { EventsEmpty, EventsError, EventsSkeleton } from './events-states';
import { MonthCalendar } from './month-calendar';

type Tab = 'upcoming' | 'past';
type View = 'list' | 'month';
const TABS: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
];
export const ALL_UPCOMING_FILE = 'stash-upcoming-events.ics';

interface EventsPageProps {
  /** The clock; tests fix it. */
  now?: () => number;
}

function download(items: readonly EventItem[], fileName: string, now: number) {
  try {
    downloadCalendarFile(buildCalendarFile(items.map(calendarEntryOf), { now }), fileName);
    toast.success(items.length === 1 ? 'Calendar file downloaded' : `Calendar file with ${items.length} events downloaded`);
  } catch {
    toast.error("Couldn't make the calendar file", { description: 'Please try again' });
  }
}

export function EventsPage({ now: clock = Date.now }: EventsPageProps) {
  const query = useAllEntities();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'past' ? 'past' : 'upcoming';
  const view: View = searchParams.get('view') === 'month' ? 'month' : 'list';

  // The clock is read once per answer: what counts as past moves on when the data is read again
  // (at most a minute later, as it goes stale), not on every render.
  const { now, events } = useMemo(() => {
    const at = clock();
    return { now: at, events: collectEvents(query.data ?? [], at) };
  }, [clock, query.data]);
  const shown = tab === 'past' ? events.past : events.upcoming;
  const today = startOfDay(new Date(now));

  const [chosenDay, setChosenDay] = useState<Date | null>(null);
  const selectedDay = chosenDay ?? (shown[0] ? dayOfKey(shown[0].dayKey) : today);

  const setParam = useCallback(
    (key: 'tab' | 'view', value: string | null) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const selectTab = (next: Tab) => {
    setChosenDay(null);
    setParam('tab', next === 'upcoming' ? null : next);
  };

  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.findIndex((item) => item.id === tab);
    const nextIndex = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const next = TABS[nextIndex];
    if (!next) return;
    selectTab(next.id);
    tabRefs.current[nextIndex]?.focus();
  };

  const addOne = (item: EventItem) => download([item], calendarFileName(item.ui.name), now);
  const addAllUpcoming = () => download(events.upcoming, ALL_UPCOMING_FILE, now);

  const noEventsAtAll = query.isSuccess && events.upcoming.length === 0 && events.past.length === 0 && events.undated.length === 0;

  let body;
  if (query.isPending) body = <EventsSkeleton />;
  else if (query.isError && !query.data) body = <EventsError message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (noEventsAtAll) body = <EventsEmpty />;
  else {
    body = (
      <>
        {query.isRefetchError ? (
          <div className="mb-5">
            <Alert>We couldn't refresh your events. {query.error?.message}</Alert>
          </div>
        ) : null}
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <div role="tablist" aria-label="Which events" className="inline-flex rounded-xl bg-surface-muted p-1" onKeyDown={onTabKeyDown}>
            {TABS.map((item, index) => {
              const count = item.id === 'past' ? events.past.length : events.upcoming.length;
              const active = item.id === tab;
              return (
                <button
                  key={item.id}
                  ref={(element) => void (tabRefs.current[index] = element)}
                  type="button"
                  role="tab"
                  id={`events-tab-${item.id}`}
                  aria-selected={active}
                  aria-controls="events-panel"
                  tabIndex={active ? 0 : -1}
                  onClick={() => selectTab(item.id)}
                  className={`focus-ring rounded-lg px-4 py-1.5 text-sm font-semibold transition-colors ${active ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink'}`}
                >
                  {item.label} <span className="font-normal text-ink-muted">({count})</span>
                </button>
              );
            })}
          </div>
          <div role="group" aria-label="View" className="inline-flex rounded-xl border border-line bg-surface p-1">
            <ViewButton active={view === 'list'} label="List" onClick={() => setParam('view', null)} icon={<List className="size-4" aria-hidden="true" />} />
            <ViewButton active={view === 'month'} label="Month" onClick={() => setParam('view', 'month')} icon={<CalendarDays className="size-4" aria-hidden="true" />} />
          </div>
        </div>
        <div id="events-panel" role="tabpanel" aria-labelledby={`events-tab-${tab}`}>
          {view === 'month' ? (
            <MonthView items={shown} selected={selectedDay} onSelect={setChosenDay} today={today} onAddToCalendar={addOne} />
          ) : (
            <ListView items={shown} tab={tab} today={today} onAddToCalendar={addOne} />
          )}
          {tab === 'upcoming' && events.undated.length > 0 ? <Undated entities={events.undated} /> : null}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-24 sm:px-6 sm:pt-10 md:pb-16">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Your stash</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Events</h1>
          <p className="min-h-6 text-[15px] text-ink-muted" aria-live="polite">
            {query.isSuccess && !noEventsAtAll ? `${events.upcoming.length} upcoming · ${events.past.length} past` : ''}
          </p>
        </div>
        {events.upcoming.length > 0 ? (
          <Button variant="primary" onClick={addAllUpcoming} className="self-start sm:self-auto">
            <CalendarPlus className="size-4" aria-hidden="true" />
            Add all upcoming
          </Button>
        ) : null}
      </header>
      {body}
    </div>
  );
}

function ViewButton({ active, label, icon, onClick }: { active: boolean; label: string; icon: React.ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`focus-ring inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors ${active ? 'bg-brand-soft text-brand-text' : 'text-ink-muted hover:text-ink'}`}
    >
      {icon}
      {label}
    </button>
  );
}

function DayGroup({ heading, label, items, onAddToCalendar }: { heading: string; label: string; items: readonly EventItem[]; onAddToCalendar: (item: EventItem) => void }) {
  return (
    <section aria-label={label} className="mb-7">
      <h2 className="sticky top-0 z-20 -mx-1 mb-3 bg-canvas/95 px-1 py-2 text-sm font-semibold tracking-wide text-ink-muted uppercase backdrop-blur">
        {heading}
      </h2>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.ui.entity_id}>
            <EventCard item={item} onAddToCalendar={onAddToCalendar} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListView({ items, tab, today, onAddToCalendar }: { items: readonly EventItem[]; tab: Tab; today: Date; onAddToCalendar: (item: EventItem) => void }) {
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line-strong px-4 py-10 text-center text-[15px] text-ink-muted">
        {tab === 'upcoming' ? 'Nothing coming up. Events you save with a future date show here.' : 'No past events yet.'}
      </p>
    );
  }
  return (
    <div className="max-w-3xl">
      {groupByDay(items).map((day) => (
        <DayGroup key={day.key} heading={dayHeading(day.date, today)} label={fullDay(day.date)} items={day.items} onAddToCalendar={onAddToCalendar} />
      ))}
    </div>
  );
}

function MonthView({
  items,
  selected,
  onSelect,
  today,
  onAddToCalendar,
}: {
  items: readonly EventItem[];
  selected: Date;
  onSelect: (day: Date) => void;
  today: Date;
  onAddToCalendar: (item: EventItem) => void;
}) {
  const key = localDayKey(selected);
  const ofDay = items.filter((item) => item.dayKey === key);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <MonthCalendar items={items} selected={selected} onSelect={onSelect} today={today} />
      <div aria-live="polite">
        {ofDay.length > 0 ? (
          <DayGroup heading={dayHeading(selected, today)} label={fullDay(selected)} items={ofDay} onAddToCalendar={onAddToCalendar} />
        ) : (
          <p className="rounded-2xl border border-dashed border-line-strong px-4 py-10 text-center text-[15px] text-ink-muted">Nothing on {fullDay(selected)}.</p>
        )}
      </div>
    </div>
  );
}

function Undated({ entities }: { entities: ReadonlyArray<EventItem['entity']> }) {
  return (
    <section aria-labelledby="events-undated" className="mt-8 max-w-3xl">
      <h2 id="events-undated" className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
        Date not known yet
      </h2>
      <ul className="flex flex-wrap gap-2">
        {entities.map((entity) => (
          <li key={entity.entity_id}>
            <Link
              to={eventPath(entity.entity_id)}
              state={{ entity, from: EVENTS_PATH }}
              className="focus-ring inline-flex rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-line-strong"
            >
              {entity.entity_name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
