// One event in the list: name (a link to its page, carrying the entity and where to come back
// to), time, place and price, and its own 'Add to calendar' download.
import { CalendarPlus, Clock, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { DISPLAY_TYPES } from '../../lib/display-types';
import type { EventItem } from './event-items';
import { timeLabel } from './event-format';

export const EVENTS_PATH = '/events';

interface EventCardProps {
  item: EventItem;
  onAddToCalendar: (item: EventItem) => void;
}

export function eventPath(id: string): string {
  return `/event/${encodeURIComponent(id)}`;
}

export function EventCard({ item, onAddToCalendar }: EventCardProps) {
  const { ui } = item;
  const accent = DISPLAY_TYPES.EVENT;
  const Icon = accent.icon;
  return (
    <article className="group relative flex gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-line-strong sm:gap-4">
      <div
        className="flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11"
        style={{ backgroundColor: `${accent.color}1f`, color: accent.color }}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="text-base leading-snug font-semibold">
          {/* The link covers the card (after:inset-0); the calendar button sits above it. */}
          <Link
            to={eventPath(ui.entity_id)}
            state={{ entity: item.entity, from: EVENTS_PATH }}
            className="focus-ring rounded-md after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
          >
            {ui.name}
          </Link>
        </h3>
        <ul className="mt-1.5 flex flex-col gap-1 text-sm text-ink-muted sm:flex-row sm:flex-wrap sm:gap-x-4">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Time: </span>
            <time dateTime={item.allDay ? item.dayKey : item.start.toISOString()}>{timeLabel(item)}</time>
          </li>
          {item.place ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Place: </span>
              <span className="truncate">{item.place}</span>
            </li>
          ) : null}
          {ui.price ? (
            <li className="flex items-center gap-1.5">
              <Ticket className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Price: </span>
              <span>{ui.price}</span>
            </li>
          ) : null}
        </ul>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="relative z-10 shrink-0 self-start"
        aria-label={`Add ${ui.name} to calendar`}
        onClick={() => onAddToCalendar(item)}
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Add to calendar</span>
      </Button>
    </article>
  );
}
