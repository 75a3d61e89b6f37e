// The guide list template (spec section 3): a city guide's stops as a numbered list, each linking
// to its own page once it became an entity, and one route link through the stops that have a place.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ListOrdered, Route } from 'lucide-react';
import type { GuideListTemplate } from '@stash/shared';
import { formatDisplayDate, isBareDate } from '../../lib/dates';
import { entityPath } from '../../lib/entity-path';
import { ExternalLink, TemplateCard, TemplateSection, safeUrl } from './template-parts';
import type { GuideStop } from './guide-map';
import { guideRouteUrl } from './guide-route';

const GuideMap = lazy(() => import('./guide-map'));

/** Spec section 8's words for a guide without items. */
export const NO_GUIDE_DATA = 'No guide data available';

type Item = GuideListTemplate['items'][number];

/** The stops with coordinates, numbered by their place in the whole guide. */
export function guideStops(items: readonly Item[]): GuideStop[] {
  return items.flatMap((item, index) =>
    item.lat !== null && item.lng !== null && Number.isFinite(item.lat) && Number.isFinite(item.lng) && Math.abs(item.lat) <= 90 && Math.abs(item.lng) <= 180
      ? [{ number: index + 1, name: item.name, lat: item.lat, lng: item.lng }]
      : [],
  );
}

/** A day stays on its own date in every zone; a moment shows in the member's. */
function itemDate(date: string | null): string | null {
  if (!date) return null;
  return isBareDate(date) ? formatDisplayDate(date, { dateStyle: 'medium', timeZone: 'UTC' }) : formatDisplayDate(date);
}

function itemLine(item: Item): string {
  return [item.subtitle, item.cuisine, item.price_tier, item.address, itemDate(item.date)].filter(Boolean).join(' · ');
}

export function GuideListTemplateView({ data }: { data: GuideListTemplate }) {
  const route = guideRouteUrl(data.items);
  const stops = guideStops(data.items);
  const kicker = data.city ? `Guide · ${data.city}` : 'Guide';

  return (
    <TemplateCard icon={ListOrdered} kicker={kicker} title={data.title}>
      {data.themes.length > 0 ? (
        <ul aria-label="Themes" className="flex flex-wrap gap-1.5">
          {data.themes.map((theme) => (
            <li key={theme} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted">
              {theme}
            </li>
          ))}
        </ul>
      ) : null}
      {stops.length > 0 ? (
        <Suspense fallback={<div role="status" aria-label="Loading map" className="h-56 animate-pulse rounded-xl bg-surface-muted" />}>
          <GuideMap stops={stops} />
        </Suspense>
      ) : null}
      <TemplateSection
        title="Stops"
        action={
          route ? (
            <ExternalLink href={route}>
              <Route className="size-4" aria-hidden="true" />
              Route through these stops
            </ExternalLink>
          ) : null
        }
      >
        {data.items.length > 0 ? (
          <ol aria-label="Guide stops" className="flex flex-col gap-2">
            {data.items.map((item, index) => {
              const line = itemLine(item);
              const links = [
                { href: safeUrl(item.ticket_url), label: 'Tickets' },
                { href: safeUrl(item.purchase_url), label: 'Buy' },
              ].filter((link): link is { href: string; label: string } => link.href !== null);
              return (
                <li key={`${index}-${item.name}`} className="flex items-start gap-3 rounded-xl border border-line p-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-text">
                    {index + 1}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    {item.entity_id ? (
                      <Link to={entityPath({ entity_id: item.entity_id, entity_type: item.type, routing_class: null })} className="focus-ring rounded text-sm font-semibold text-ink hover:text-brand-text hover:underline">
                        {item.name}
                      </Link>
                    ) : (
                      <span className="text-sm font-semibold text-ink">{item.name}</span>
                    )}
                    <span className="text-xs text-ink-muted capitalize">{item.type}</span>
                    {line ? <span className="text-xs text-ink-muted [overflow-wrap:anywhere]">{line}</span> : null}
                    {links.length > 0 ? (
                      <span className="mt-1 flex gap-3 text-xs">
                        {links.map((link) => (
                          <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-text hover:underline">
                            {link.label}
                          </a>
                        ))}
                      </span>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="text-sm text-ink-muted">{NO_GUIDE_DATA}</p>
        )}
      </TemplateSection>
    </TemplateCard>
  );
}
