// Names for the 12 preset colours (spec section 9), so a colour is announced by more than its hex.
import { TAG_COLORS, type TagColor } from '@stash/shared';

export const TAG_COLOR_NAMES: Record<TagColor, string> = {
  '#ef4444': 'Red',
  '#f97316': 'Orange',
  '#f59e0b': 'Amber',
  '#eab308': 'Yellow',
  '#84cc16': 'Lime',
  '#22c55e': 'Green',
  '#06b6d4': 'Cyan',
  '#3b82f6': 'Blue',
  '#6366f1': 'Indigo',
  '#8b5cf6': 'Violet',
  '#d946ef': 'Fuchsia',
  '#ec4899': 'Pink',
};

/**
 * The colour a new tag starts with: the preset fewest existing tags use (first in palette order on
 * a tie), so a member who never picks one still gets tags that are told apart at a glance.
 */
export function suggestTagColor(existing: ReadonlyArray<{ color: string }>): TagColor {
  const uses = new Map<string, number>(TAG_COLORS.map((color) => [color, 0]));
  for (const tag of existing) if (uses.has(tag.color)) uses.set(tag.color, (uses.get(tag.color) ?? 0) + 1);
  let best: TagColor = TAG_COLORS[0];
  for (const color of TAG_COLORS) if ((uses.get(color) ?? 0) < (uses.get(best) ?? 0)) best = color;
  return best;
}
