import { createContext, useContext } from 'react';
import type { Theme } from '../../lib/theme';

export interface ThemeContextValue {
  theme: Theme;
  /** Sets a manual theme; from then on the system preference is ignored. */
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  /** True while no manual theme is set and the system's preference decides. */
  followsSystem: boolean;
  /** Forgets the manual theme, so the system's preference decides again. */
  followSystem: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
