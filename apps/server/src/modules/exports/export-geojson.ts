// The map layer: an RFC 7946 FeatureCollection with one Point per place (longitude first, WGS 84),
// which QGIS, geojson.io and Google My Maps load as it is. Properties are flat values, the form
// those tools show in their attribute tables.
import { entityAddress, entityCity, entityCountry } from './entity-fields';
import type { ExportedEntity, FileParts } from './export-file';

function feature({ entity, stashes }: ExportedEntity): string {
  return JSON.stringify({
    type: 'Feature',
    id: entity.entity_id,
    geometry: { type: 'Point', coordinates: [entity.longitude, entity.latitude] },
    properties: {
      name: entity.entity_name,
      type: entity.entity_type,
      category: entity.category,
      address: entityAddress(entity),
      city: entityCity(entity),
      country: entityCountry(entity),
      stash_ids: stashes.map((stash) => stash.id).join(' '),
      stash_titles: stashes.map((stash) => stash.title ?? '').join(' | '),
      links: stashes.map((stash) => stash.url).join(' '),
      // The first stash's link: what a map's pop-up turns into something to click.
      url: stashes[0]?.url ?? null,
    },
  });
}

export function writePlaces(): FileParts<ExportedEntity> {
  return {
    begin: () => '{"type":"FeatureCollection","features":[',
    batch: (places, first) => (first ? '' : ',') + places.map(feature).join(','),
    end: () => ']}\n',
  };
}
