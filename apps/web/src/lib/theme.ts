// Theme preference: follow the system until the member picks a theme, then keep that choice
// (spec section 4). Pure functions over a storage so they are easy to test.

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'stash_theme';
export const MANUAL_THEME_STORAGE_KEY = 'stash_manual_theme_preference';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The theme the member chose by hand, or null while the system decides. */
export function readManualTheme(storage: ThemeStorage | null): Theme | null {
  if (!storage) return null;
  try {
    if (storage.getItem(MANUAL_THEME_STORAGE_KEY) !== 'true') return null;
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeManualTheme(storage: ThemeStorage | null, theme: Theme): void {
  if (!storage) return;
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
    storage.setItem(MANUAL_THEME_STORAGE_KEY, 'true');
  } catch {
    // Blocked storage only means the choice lasts for this visit.
  }
}

/** Forgets the manual choice: the system decides again. */
export function clearManualTheme(storage: ThemeStorage | null): void {
  if (!storage) return;
  try {
    storage.removeItem(MANUAL_THEME_STORAGE_KEY);
    storage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Blocked storage held no choice to forget.
  }
}

export function resolveTheme(manual: Theme | null, systemPrefersDark: boolean): Theme {
  return manual ?? (systemPrefersDark ? 'dark' : 'light');
}

/** Whether a change of the system colour scheme should move the theme. */
export function followsSystem(manual: Theme | null): boolean {
  return manual === null;
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

export function applyThemeToDocument(root: HTMLElement, theme: Theme): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY).matches
    : false;
}
