// The class or event template (spec section 3): when and where, the ticket and its price range,
// the instructor, who it suits, and how it repeats.
import { CalendarDays } from 'lucide-react';
import type { ClassEventTemplate } from '@stash/shared';
import { formatDisplayDate } from '../../lib/dates';
import { BulletList, EmptyValue, ExternalLink, FactList, safeUrl, TemplateCard, TemplateSection } from './template-parts';

function money(value: number): string {
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}

/** '$20', '$20–$35', 'Free', or null when the post gave no price. */
export function priceRange(ticket: ClassEventTemplate['ticket']): string | null {
  const { price_min: min, price_max: max } = ticket;
  if (min === null && max === null) return null;
  if (min === 0 && (max === null || max === 0)) return 'Free';
  if (min !== null && max !== null && max !== min) return `${money(min)}–${money(max)}`;
  return money((min ?? max)!);
}

/** 'Weekly on Tue, Thu until 1 Mar 2027'. */
export function recurrenceText(recurrence: ClassEventTemplate['recurrence']): string | null {
  if (!recurrence.type) return null;
  const kind = recurrence.type.charAt(0).toUpperCase() + recurrence.type.slice(1).toLowerCase();
  const days = recurrence.days.length > 0 ? ` on ${recurrence.days.join(', ')}` : '';
  // The end is a day, kept on its UTC day whatever the browser's zone.
  const until = recurrence.end_date ? ` until ${formatDisplayDate(recurrence.end_date, { dateStyle: 'medium', timeZone: 'UTC' })}` : '';
  return `${kind}${days}${until}`;
}

function when(datetime: ClassEventTemplate['datetime']): string | null {
  if (!datetime.start) return null;
  const start = formatDisplayDate(datetime.start);
  return datetime.end ? `${start} – ${formatDisplayDate(datetime.end, { timeStyle: 'short' })}` : start;
}

export function ClassEventTemplateView({ data }: { data: ClassEventTemplate }) {
  const ticketUrl = safeUrl(data.ticket.url);
  const venue = [data.venue.name, data.venue.address].filter(Boolean).join(', ');
  const instructor = data.instructor;

  return (
    <TemplateCard icon={CalendarDays} kicker="Class or event" title={data.title}>
      <FactList
        label="Event details"
        facts={[
          { label: 'When', value: when(data.datetime) },
          { label: 'Where', value: venue },
          { label: 'Price', value: priceRange(data.ticket) },
          { label: 'Repeats', value: recurrenceText(data.recurrence) },
          { label: 'Capacity', value: data.capacity === null ? null : `${data.capacity} people` },
          { label: 'Level', value: data.requirements.skill_level },
          { label: 'Minimum age', value: data.requirements.age_min === null ? null : `${data.requirements.age_min}+` },
        ]}
      />
      {ticketUrl ? (
        <div>
          <ExternalLink href={ticketUrl}>Get tickets</ExternalLink>
        </div>
      ) : null}
      <TemplateSection title="Instructor">
        {instructor.name ? (
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-semibold text-ink">{instructor.name}</p>
            {instructor.credentials ? <p className="text-ink-muted">{instructor.credentials}</p> : null}
            {instructor.bio ? <p className="leading-relaxed text-ink-muted">{instructor.bio}</p> : null}
          </div>
        ) : (
          <EmptyValue />
        )}
      </TemplateSection>
      {data.what_to_expect.length > 0 ? (
        <TemplateSection title="What to expect">
          <BulletList label="What to expect" items={data.what_to_expect} />
        </TemplateSection>
      ) : null}
      {data.mention_count > 1 ? <p className="text-xs text-ink-muted">Mentioned in {data.mention_count} of your stashes</p> : null}
    </TemplateCard>
  );
}
