// A guide list's items point at the venues the same post became, so the guide can show them on
// a map and route between them.
import type { Executor } from '../../db/connection';
import { setEntityTemplate } from '../../modules/entities/entity-writes';
import type { ExtractedEntity } from '../extract/extraction';
import type { GeocodeResult } from '../../providers/geocoder/geocoder';

export interface LinkedEntity {
  entity: ExtractedEntity;
  id: string;
  place: GeocodeResult | null;
}

export async function attachGuideItems(tx: Executor, linked: LinkedEntity[]): Promise<void> {
  const byName = new Map(linked.map((item) => [item.entity.entity_name.trim().toLowerCase(), item]));
  for (const guide of linked) {
    const template = guide.entity.template;
    if (template?.kind !== 'guide_list') continue;
    const items = template.data.items.map((item) => {
      const venue = byName.get(item.name.trim().toLowerCase());
      if (!venue || venue === guide) return item;
      return {
        ...item,
        entity_id: venue.id,
        lat: item.lat ?? venue.place?.latitude ?? null,
        lng: item.lng ?? venue.place?.longitude ?? null,
        address: item.address ?? venue.entity.raw_data.address ?? venue.place?.formatted_address ?? null,
      };
    });
    const filled = { kind: template.kind, data: { ...template.data, items } };
    await setEntityTemplate(tx, guide.id, filled);
  }
}
