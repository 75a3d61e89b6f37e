// A month grid of the events: days with events carry a mark and their count, a day can be chosen
// to list its events below, and the grid is a keyboard-navigable ARIA grid (arrows move by day
// and week, Home/End to the week's ends, Page Up/Down by month) with one tab stop.
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { addDays, addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { dayOfKey, localDayKey, type EventItem } from './event-items';
import { fullDay } from './event-format';

const WEEK = { weekStartsOn: 1 } as const;
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface MonthCalendarProps {
  items: readonly EventItem[];
  /** The day chosen, as a local Date at midnight. */
  selected: Date;
  onSelect: (day: Date) => void;
  today: Date;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

export function MonthCalendar({ items, selected, onSelect, today }: MonthCalendarProps) {
  // The month shown is the chosen day's: moving the choice (arrows, Page Down, a day outside the
  // month, the month buttons) is what turns the page.
  const month = startOfMonth(selected);
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the chosen day only after a key press in the grid, never on first render.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${localDayKey(selected)}"]`)?.focus();
  });

  const counts = useMemo(() => {
    const byDay = new Map<string, number>();
    for (const item of items) byDay.set(item.dayKey, (byDay.get(item.dayKey) ?? 0) + 1);
    return byDay;
  }, [items]);

  const weeks = chunk(eachDayOfInterval({ start: startOfWeek(month, WEEK), end: endOfWeek(endOfMonth(month), WEEK) }), 7);
  const selectedKey = localDayKey(selected);
  const todayKey = localDayKey(today);
  const eventsThisMonth = items.filter((item) => isSameMonth(dayOfKey(item.dayKey), month)).length;

  const showMonth = (offset: number) => onSelect(addMonths(month, offset));

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(selected, -1),
      ArrowRight: () => addDays(selected, 1),
      ArrowUp: () => addDays(selected, -7),
      ArrowDown: () => addDays(selected, 7),
      Home: () => startOfWeek(selected, WEEK),
      End: () => endOfWeek(selected, WEEK),
      PageUp: () => addMonths(selected, -1),
      PageDown: () => addMonths(selected, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    onSelect(move());
  };

  const title = format(month, 'MMMM yyyy');
  return (
    <div className="rounded-3xl border border-line bg-surface p-3 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" aria-label="Previous month" onClick={() => showMonth(-1)}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <h2 id="events-month-title" className="text-lg font-semibold tracking-tight" aria-live="polite">
          {title}
          <span className="sr-only">, {eventsThisMonth === 1 ? '1 event' : `${eventsThisMonth} events`}</span>
        </h2>
        <Button variant="ghost" size="sm" aria-label="Next month" onClick={() => showMonth(1)}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby="events-month-title" className="w-full table-fixed border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" className="pb-2 text-center text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={localDayKey(week[0] ?? month)}>
              {week.map((day) => {
                const key = localDayKey(day);
                const count = counts.get(key) ?? 0;
                const inMonth = isSameMonth(day, month);
                const isSelected = key === selectedKey;
                const isToday = key === todayKey;
                const label = `${fullDay(day)}${isToday ? ', today' : ''}, ${count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`}`;
                return (
                  <td key={key} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={isSelected ? 0 : -1}
                      aria-label={label}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                      className={[
                        'focus-ring relative flex h-11 w-full flex-col items-center justify-center rounded-xl text-sm transition-colors sm:h-14',
                        isSelected ? 'bg-brand text-white' : count > 0 ? 'bg-brand-soft text-brand-text hover:bg-brand-soft/70' : 'hover:bg-surface-muted',
                        inMonth || isSelected ? '' : 'text-ink-muted',
                        isToday && !isSelected ? 'ring-1 ring-brand ring-inset' : '',
                        count > 0 ? 'font-semibold' : '',
                      ].join(' ')}
                    >
                      <span aria-hidden="true">{format(day, 'd')}</span>
                      {count > 0 ? (
                        <span aria-hidden="true" className="mt-0.5 flex gap-0.5">
                          {Array.from({ length: Math.min(count, 3) }, (_, index) => (
                            <span key={index} className={`size-1.5 rounded-full ${isSelected ? 'bg-white' : 'bg-brand'}`} />
                          ))}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
