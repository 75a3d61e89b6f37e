// How a place is drawn on the map and in its list: its display type's label, icon and colour
// (spec section 3), read from lib/display-types so the map matches every other screen.
import type { LucideIcon } from 'lucide-react';
import type { Entity } from '@stash/shared';
import { displayTypeInfo, displayTypeOf } from '../../lib/display-types';

export interface PlaceLook {
  type: string;
  label: string;
  color: string;
  Icon: LucideIcon;
}

export function lookOf(entity: Pick<Entity, 'entity_type' | 'routing_class'>): PlaceLook {
  const type = displayTypeOf(entity);
  const { label, icon, color } = displayTypeInfo(type);
  return { type, label, color, Icon: icon };
}

export function lookOfType(type: string): PlaceLook {
  const { label, icon, color } = displayTypeInfo(type);
  return { type, label, color, Icon: icon };
}
