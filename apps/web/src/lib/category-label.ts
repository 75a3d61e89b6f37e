// The display name of a post category, for every screen that shows one (home counts, feed chips).
// Known categories (shared POST_CATEGORIES) get a label; any other stored value shows as it is.
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

export function isKnownCategory(category: string): category is PostCategory {
  return (POST_CATEGORIES as readonly string[]).includes(category);
}

export function categoryLabel(category: string): string {
  return isKnownCategory(category) ? LABELS[category] : category;
}

export interface CategoryCount {
  category: string;
  label: string;
  count: number;
}

/** Categories that have posts, busiest first; ties keep the shared order, unknown ones last by name. */
export function categoryCounts(counts: Readonly<Record<string, number>> | null | undefined): CategoryCount[] {
  const order = (category: string) => (isKnownCategory(category) ? POST_CATEGORIES.indexOf(category) : POST_CATEGORIES.length);
  return Object.entries(counts ?? {})
    .filter(([, count]) => count > 0)
    .map(([category, count]) => ({ category, label: categoryLabel(category), count }))
    .sort((a, b) => b.count - a.count || order(a.category) - order(b.category) || a.label.localeCompare(b.label));
}
