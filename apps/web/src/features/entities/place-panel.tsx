// What is known about where an entity is and how to reach it: the enrichment data (address,
// rating, phone, website, maps link), its opening hours with whether it is open now, and links to
// a map and to a web search.
import { Clock, Globe, MapPin, Phone, Search, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NOT_AVAILABLE } from '../../components/templates/template-parts';
import { DetailSection } from './detail-section';

export interface PlaceFacts {
  address: string | null;
  rating: number | null;
  phone: string | null;
  website: string | null;
  /** The enrichment's own maps page (google_maps_uri). */
  mapsUri: string | null;
  /** The hours as written. */
  hours: string | null;
  /** One line a day when the hours could be read. */
  hoursByDay: ReadonlyArray<{ day: string; text: string }> | null;
  /** Whether it is open now by the hours parser; null when the hours cannot be read. */
  openNow: boolean | null;
  /** A map at its coordinates or address; null when it has neither. */
  mapUrl: string | null;
  searchUrl: string | null;
}

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // dt and dd sit directly in the row's div (a dl allows one div level around each group).
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3">
      <Icon className="row-span-2 mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const EMPTY = <span className="text-ink-muted">{NOT_AVAILABLE}</span>;

const linkClass = 'font-medium text-brand-text hover:underline';

export function PlacePanel({ facts }: { facts: PlaceFacts }) {
  return (
    <DetailSection title="Details">
      <dl className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
        <Row icon={MapPin} label="Address">
          {facts.address ?? EMPTY}
        </Row>
        <Row icon={Star} label="Rating">
          {facts.rating === null ? EMPTY : `${facts.rating} / 5`}
        </Row>
        <Row icon={Phone} label="Phone">
          {facts.phone ? (
            <a className={linkClass} href={`tel:${facts.phone.replace(/[^\d+]/g, '')}`}>
              {facts.phone}
            </a>
          ) : (
            EMPTY
          )}
        </Row>
        <Row icon={Globe} label="Website">
          {facts.website ? (
            <a className={linkClass} href={facts.website} target="_blank" rel="noopener noreferrer">
              {new URL(facts.website).host}
            </a>
          ) : (
            EMPTY
          )}
        </Row>
        <Row icon={Clock} label="Opening hours">
          {facts.hours ? (
            <span className="flex flex-col gap-1">
              {facts.openNow !== null ? (
                <span
                  className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${facts.openNow ? 'bg-success-soft text-success-text' : 'bg-danger-soft text-danger-text'}`}
                >
                  {facts.openNow ? 'Open now' : 'Closed now'}
                </span>
              ) : null}
              <span>{facts.hours}</span>
              {facts.hoursByDay ? (
                <table className="mt-1 text-xs text-ink-muted">
                  <caption className="sr-only">Opening hours by day</caption>
                  <tbody>
                    {facts.hoursByDay.map((line) => (
                      <tr key={line.day}>
                        <th scope="row" className="py-0.5 pr-3 text-left font-medium">
                          {line.day}
                        </th>
                        <td className="py-0.5">{line.text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </span>
          ) : (
            EMPTY
          )}
        </Row>
      </dl>
      <div className="flex flex-wrap gap-2">
        {facts.mapUrl ? (
          <a className="focus-ring inline-flex items-center gap-1.5 rounded-xl border border-line-strong bg-surface px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted" href={facts.mapUrl} target="_blank" rel="noopener noreferrer">
            <MapPin className="size-4" aria-hidden="true" />
            Open in maps
          </a>
        ) : null}
        {facts.mapsUri && facts.mapsUri !== facts.mapUrl ? (
          <a className="focus-ring inline-flex items-center gap-1.5 rounded-xl border border-line-strong bg-surface px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted" href={facts.mapsUri} target="_blank" rel="noopener noreferrer">
            <MapPin className="size-4" aria-hidden="true" />
            Maps listing
          </a>
        ) : null}
        {facts.searchUrl ? (
          <a className="focus-ring inline-flex items-center gap-1.5 rounded-xl border border-line-strong bg-surface px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted" href={facts.searchUrl} target="_blank" rel="noopener noreferrer">
            <Search className="size-4" aria-hidden="true" />
            Search the web
          </a>
        ) : null}
      </div>
    </DetailSection>
  );
}
