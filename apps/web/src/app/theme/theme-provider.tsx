import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DARK_SCHEME_QUERY,
  MANUAL_THEME_STORAGE_KEY,
  THEME_STORAGE_KEY,
  applyThemeToDocument,
  browserStorage,
  clearManualTheme,
  oppositeTheme,
  readManualTheme,
  resolveTheme,
  storeManualTheme,
  systemPrefersDark,
  type Theme,
} from '../../lib/theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [manualTheme, setManualTheme] = useState<Theme | null>(() => readManualTheme(browserStorage()));
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  // Always track the system; resolveTheme decides whether it matters.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A choice made in another tab applies here too.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === THEME_STORAGE_KEY || event.key === MANUAL_THEME_STORAGE_KEY) {
        setManualTheme(readManualTheme(browserStorage()));
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const theme = resolveTheme(manualTheme, systemDark);

  useLayoutEffect(() => {
    applyThemeToDocument(document.documentElement, theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeManualTheme(browserStorage(), next);
    setManualTheme(next);
  }, []);

  const followSystem = useCallback(() => {
    clearManualTheme(browserStorage());
    setManualTheme(null);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(oppositeTheme(theme)), followsSystem: manualTheme === null, followSystem }),
    [theme, setTheme, manualTheme, followSystem],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
