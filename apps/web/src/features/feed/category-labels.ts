// The feed's category chips, labelled by lib/category-label.
import { categoryCounts, categoryLabel } from '../../lib/category-label';

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
  const chips: CategoryChip[] = categoryCounts(counts);
  if (selected && !chips.some((chip) => chip.category === selected)) {
    chips.push({ category: selected, label: categoryLabel(selected), count: counts ? 0 : null });
  }
  return chips;
}
