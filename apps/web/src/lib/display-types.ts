// The display type of an entity (spec section 3): the icon, label and accent colour every screen
// (map markers, detail pages, discover, events) shows for it. One table here so a venue looks the
// same on the map as on its page.
import type { Entity } from '@stash/shared';
import {
  BadgeCheck,
  CalendarDays,
  ChefHat,
  Dumbbell,
  Lightbulb,
  Map as MapIcon,
  MapPin,
  Palette,
  Shapes,
  ShoppingBag,
  Sparkles,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

export const DISPLAY_TYPE_NAMES = ['EVENT', 'LOCATION', 'AREA', 'BRAND', 'CREATIVE', 'PRODUCT', 'CONCEPT', 'RESTAURANT', 'RECIPE', 'ACTIVITY', 'TIP'] as const;
export type KnownDisplayType = (typeof DISPLAY_TYPE_NAMES)[number];

export interface DisplayTypeInfo {
  label: string;
  icon: LucideIcon;
  /** Accent colour (hex), used for icons, markers and chips. */
  color: string;
}

export const DISPLAY_TYPES: Readonly<Record<KnownDisplayType, DisplayTypeInfo>> = {
  EVENT: { label: 'Event', icon: CalendarDays, color: '#8b5cf6' },
  LOCATION: { label: 'Place', icon: MapPin, color: '#3b82f6' },
  AREA: { label: 'Area', icon: MapIcon, color: '#06b6d4' },
  BRAND: { label: 'Brand', icon: BadgeCheck, color: '#6366f1' },
  CREATIVE: { label: 'Creative work', icon: Palette, color: '#d946ef' },
  PRODUCT: { label: 'Product', icon: ShoppingBag, color: '#f59e0b' },
  CONCEPT: { label: 'Concept', icon: Sparkles, color: '#64748b' },
  RESTAURANT: { label: 'Restaurant', icon: UtensilsCrossed, color: '#ef4444' },
  RECIPE: { label: 'Recipe', icon: ChefHat, color: '#f97316' },
  ACTIVITY: { label: 'Activity', icon: Dumbbell, color: '#22c55e' },
  TIP: { label: 'Tip', icon: Lightbulb, color: '#eab308' },
};

/** What a stored value outside the eleven shows as: its own words, a neutral icon and colour. */
const FALLBACK: Omit<DisplayTypeInfo, 'label'> = { icon: Shapes, color: '#64748b' };

const OF_ROUTING_CLASS: Readonly<Record<string, string>> = {
  PhysicalVenue: 'LOCATION',
  GeoArea: 'AREA',
  PersonOrgBrand: 'BRAND',
  Eventish: 'EVENT',
  CreativeWork: 'CREATIVE',
  Product: 'PRODUCT',
  Abstract: 'CONCEPT',
};

/** Spec section 3's mapping; any other value upper-cased. */
export function displayTypeOfRoutingClass(routingClass: string): string {
  return OF_ROUTING_CLASS[routingClass] ?? routingClass.toUpperCase();
}

// Entity types specific enough to have their own display type; they win over the routing class
// (a restaurant is a PhysicalVenue but shows as RESTAURANT). Extractor kinds that are the same
// thing under another word ('class', 'workout') show as the type they belong to.
const OF_ENTITY_TYPE: Readonly<Record<string, KnownDisplayType>> = {
  restaurant: 'RESTAURANT',
  recipe: 'RECIPE',
  dish: 'RECIPE',
  activity: 'ACTIVITY',
  workout: 'ACTIVITY',
  tip: 'TIP',
  event: 'EVENT',
  class: 'EVENT',
};

export function isKnownDisplayType(type: string): type is KnownDisplayType {
  return Object.hasOwn(DISPLAY_TYPES, type);
}

/**
 * The display type of an entity: its own entity_type when that has a display type of its own,
 * else its routing class's, else its entity_type upper-cased.
 */
export function displayTypeOf(entity: Pick<Entity, 'entity_type' | 'routing_class'>): string {
  const own = OF_ENTITY_TYPE[entity.entity_type.trim().toLowerCase()];
  if (own) return own;
  if (entity.routing_class) return displayTypeOfRoutingClass(entity.routing_class);
  return entity.entity_type.trim().toUpperCase() || 'CONCEPT';
}

/** Label, icon and colour for any display type, known or not. */
export function displayTypeInfo(type: string): DisplayTypeInfo {
  if (isKnownDisplayType(type)) return DISPLAY_TYPES[type];
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return { ...FALLBACK, label: words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Other' };
}
