// The restaurant template (spec section 3): where it is, price tier, cuisine, rating, contact,
// opening hours by day and the places to book a table.
import { Star, UtensilsCrossed } from 'lucide-react';
import type { RestaurantTemplate } from '@stash/shared';
import { BulletList, EmptyValue, ExternalLink, FactList, safeUrl, TemplateCard, TemplateSection } from './template-parts';

const BOOKING_NAMES: ReadonlyArray<[key: keyof RestaurantTemplate['booking_links'], label: string]> = [
  ['opentable', 'Book on OpenTable'],
  ['resy', 'Book on Resy'],
  ['direct', 'Book direct'],
];

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Whether an hours row's day names today ('Mon', 'monday', 'Mon-Fri' only by its first day). */
function isToday(day: string, now: Date): boolean {
  const today = WEEKDAYS[now.getDay()] ?? '';
  const first = day.trim().toLowerCase().split(/[\s,–-]+/)[0] ?? '';
  return first.length >= 3 && today.startsWith(first.slice(0, 3));
}

export function RestaurantTemplateView({ data, now = new Date() }: { data: RestaurantTemplate; now?: Date }) {
  const area = [data.geo.neighborhood, data.geo.borough].filter(Boolean).join(', ');
  const website = safeUrl(data.website);
  const bookings = BOOKING_NAMES.flatMap(([key, label]) => {
    const href = safeUrl(data.booking_links[key]);
    return href ? [{ key, label, href }] : [];
  });

  return (
    <TemplateCard icon={UtensilsCrossed} kicker="Restaurant" title={data.name}>
      {data.description ? <p className="text-[15px] leading-relaxed text-ink-muted">{data.description}</p> : null}
      <FactList
        label="Restaurant details"
        facts={[
          { label: 'Area', value: area },
          { label: 'Address', value: data.geo.address },
          { label: 'Cuisine', value: data.cuisine },
          { label: 'Price', value: data.price_tier },
          {
            label: 'Rating',
            value:
              data.rating === null ? null : (
                <span className="inline-flex items-center gap-1">
                  <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                  {data.rating}
                </span>
              ),
          },
          { label: 'Phone', value: data.phone ? <a className="text-brand-text hover:underline" href={`tel:${data.phone}`}>{data.phone}</a> : null },
        ]}
      />
      {data.highlights.length > 0 ? (
        <TemplateSection title="Highlights">
          <BulletList label="Highlights" items={data.highlights} />
        </TemplateSection>
      ) : null}
      <TemplateSection title="Hours">
        {data.hours.length > 0 ? (
          <table className="w-full max-w-sm text-sm">
            <caption className="sr-only">Opening hours</caption>
            <tbody>
              {data.hours.map((row, index) => {
                const today = isToday(row.day, now);
                return (
                  <tr key={`${index}-${row.day}`} className={today ? 'font-semibold text-ink' : 'text-ink-muted'} aria-current={today ? 'date' : undefined}>
                    <th scope="row" className="py-1 pr-4 text-left font-[inherit]">
                      {row.day}
                    </th>
                    <td className="py-1">
                      {row.open}–{row.close}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <EmptyValue />
        )}
      </TemplateSection>
      {bookings.length > 0 || website ? (
        <div className="flex flex-wrap gap-2">
          {bookings.map((booking) => (
            <ExternalLink key={booking.key} href={booking.href}>
              {booking.label}
            </ExternalLink>
          ))}
          {website ? <ExternalLink href={website}>Website</ExternalLink> : null}
        </div>
      ) : null}
    </TemplateCard>
  );
}
