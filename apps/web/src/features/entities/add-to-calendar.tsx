// 'Add to calendar' on an event or workout page: one .ics file for this entity (spec section 7,
// Other). A workout has no date of its own; its entry starts 24 hours from now (lib/calendar-file).
import { CalendarPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { Entity } from '@stash/shared';
import { buildCalendarFile, calendarFileName, downloadCalendarFile, type CalendarEntry } from '../../lib/calendar-file';
import type { UiEntity } from '../../lib/ui-entity';
import { templateOf } from '../../components/templates/template-view';

/** The calendar entry of an entity, or null when it has no date and is not a workout. */
export function calendarEntryOf(entity: Entity, ui: UiEntity): CalendarEntry | null {
  const workout = entity.entity_type.toLowerCase() === 'workout' || templateOf(entity)?.kind === 'workout';
  if (!workout && (ui.type !== 'EVENT' || !ui.dtstart)) return null;
  return {
    id: entity.entity_id,
    title: ui.name,
    start: ui.dtstart,
    end: ui.dtend,
    allDay: ui.all_day,
    kind: workout ? 'workout' : 'event',
    location: ui.location.address ?? ui.location.area,
    description: ui.description,
    geo: ui.location.latitude !== null && ui.location.longitude !== null ? { lat: ui.location.latitude, lng: ui.location.longitude } : null,
  };
}

export function AddToCalendar({ entry }: { entry: CalendarEntry }) {
  function download() {
    try {
      downloadCalendarFile(buildCalendarFile([entry]), calendarFileName(entry.title));
    } catch {
      toast.error('Could not build the calendar file', { description: 'Please try again' });
    }
  }

  return (
    <button
      type="button"
      onClick={download}
      className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl border border-line-strong bg-surface px-3.5 text-sm font-semibold text-ink hover:bg-surface-muted"
    >
      <CalendarPlus className="size-4" aria-hidden="true" />
      Add to calendar
    </button>
  );
}
