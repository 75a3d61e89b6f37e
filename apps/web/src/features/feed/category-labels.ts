// Chip labels for the feed's categories. Known categories (shared POST_CATEGORIES) get a label
// and a fixed place in the chip row; any other stored value is shown as it is.
import { POST_CATEGORIES, type PostCategory } from '@stash/shared';

const LABELS: Record<PostCategory, string> = {
  food: 'Food',
  nightlife: 'Nightlife',
  travel: 'Travel',
  events: 'Events',
  recipes: 'Recipes',
  fitness: 'Fitness',
  shopping: 'Shopping',
  fashion: 'Fashion',
  beauty: 'Beauty',
  home: 'Home',
  entertainment: 'Entertainment',
  other: 'Other',
};

function isKnown(category: string): category is PostCategory {
  return (POST_CATEGORIES as readonly string[]).includes(category);
}

export function categoryLabel(category: string): string {
  return isKnown(category) ? LABELS[category] : category;
}

export interface CategoryChip {
  category: string;
  label: string;
  count: number | null;
}

/**
 * The chips for the counts the server sent, busiest first (ties in the shared order), with the
 * selected category kept even when it has no posts, so the member can see and undo the filter.
 */
export function categoryChips(counts: Readonly<Record<string, number>> | null, selected: string | null): CategoryChip[] {
  const order = (category: string) => (isKnown(category) ? POST_CATEGORIES.indexOf(category) : POST_CATEGORIES.length);
  const chips: CategoryChip[] = Object.entries(counts ?? {})
    .filter(([, count]) => count > 0)
    .map(([category, count]) => ({ category, label: categoryLabel(category), count }));
  if (selected && !chips.some((chip) => chip.category === selected)) {
    chips.push({ category: selected, label: categoryLabel(selected), count: counts ? 0 : null });
  }
  return chips.sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || order(a.category) - order(b.category) || a.label.localeCompare(b.label));
}
