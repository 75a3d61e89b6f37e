import {
  CalendarDays,
  ChefHat,
  Clapperboard,
  Dumbbell,
  Home,
  Martini,
  Plane,
  Shapes,
  Shirt,
  ShoppingBag,
  Sparkles,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

interface CategoryLook {
  icon: LucideIcon;
  /** Tile colours that read in both themes: a tinted background and a strong foreground. */
  tone: string;
}

const LOOKS: Readonly<Record<string, CategoryLook>> = {
  food: { icon: UtensilsCrossed, tone: 'bg-orange-500/12 text-orange-600 dark:text-orange-300' },
  nightlife: { icon: Martini, tone: 'bg-fuchsia-500/12 text-fuchsia-600 dark:text-fuchsia-300' },
  travel: { icon: Plane, tone: 'bg-sky-500/12 text-sky-600 dark:text-sky-300' },
  events: { icon: CalendarDays, tone: 'bg-violet-500/12 text-violet-600 dark:text-violet-300' },
  recipes: { icon: ChefHat, tone: 'bg-amber-500/14 text-amber-700 dark:text-amber-300' },
  fitness: { icon: Dumbbell, tone: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-300' },
  shopping: { icon: ShoppingBag, tone: 'bg-pink-500/12 text-pink-600 dark:text-pink-300' },
  fashion: { icon: Shirt, tone: 'bg-rose-500/12 text-rose-600 dark:text-rose-300' },
  beauty: { icon: Sparkles, tone: 'bg-purple-500/12 text-purple-600 dark:text-purple-300' },
  home: { icon: Home, tone: 'bg-teal-500/12 text-teal-600 dark:text-teal-300' },
  entertainment: { icon: Clapperboard, tone: 'bg-indigo-500/12 text-indigo-600 dark:text-indigo-300' },
};

const OTHER: CategoryLook = { icon: Shapes, tone: 'bg-slate-500/12 text-slate-600 dark:text-slate-300' };

export function categoryLook(category: string): CategoryLook {
  return LOOKS[category] ?? OTHER;
}
