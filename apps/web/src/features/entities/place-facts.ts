// The place panel's facts of one entity: enrichment first (it was looked up), then the UI entity.
import type { Entity } from '@stash/shared';
import { safeUrl } from '../../components/templates/template-parts';
import { mapLink, webSearchLink } from '../../lib/external-links';
import { hoursLines, isOpenAt, parseHours } from '../../lib/hours';
import type { UiEntity } from '../../lib/ui-entity';
import type { PlaceFacts } from './place-panel';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function placeFactsOf(entity: Pick<Entity, 'entity_data'>, ui: UiEntity, now: Date): PlaceFacts {
  const enrichment = entity.entity_data.enrichment_data;
  const address = ui.location.address ?? ui.location.area;
  const parsed = parseHours(ui.business_hours);
  return {
    address,
    rating: ui.rating,
    phone: ui.phone,
    website: safeUrl(ui.website),
    mapsUri: safeUrl(text(enrichment.google_maps_uri)),
    hours: ui.business_hours,
    hoursByDay: parsed && parsed.periods.length > 0 ? hoursLines(parsed) : null,
    openNow: isOpenAt(parsed, now),
    mapUrl: mapLink({ name: ui.name, address, latitude: ui.location.latitude, longitude: ui.location.longitude }),
    searchUrl: webSearchLink(ui.name, ui.location.area ?? ui.location.address),
  };
}
