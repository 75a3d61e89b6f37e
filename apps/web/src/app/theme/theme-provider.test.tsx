import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANUAL_THEME_STORAGE_KEY, THEME_STORAGE_KEY } from '../../lib/theme';
import { useTheme } from './theme-context';
import { ThemeProvider } from './theme-provider';

/** A controllable stand-in for the system colour-scheme media query. */
function installSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', vi.fn(() => query));
  return {
    set(dark: boolean) {
      query.matches = dark;
      act(() => listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent)));
    },
  };
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return <button onClick={toggleTheme}>Theme is {theme}</button>;
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemeProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('dark');
  });

  it('follows the system until the member toggles, then ignores it', async () => {
    const system = installSystemScheme(false);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(isDark()).toBe(false);

    system.set(true);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(MANUAL_THEME_STORAGE_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Theme is dark' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(localStorage.getItem(MANUAL_THEME_STORAGE_KEY)).toBe('true');

    system.set(false);
    system.set(true);
    expect(isDark()).toBe(false);
  });

  it('starts from a stored manual choice over the system', () => {
    installSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    localStorage.setItem(MANUAL_THEME_STORAGE_KEY, 'true');
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(isDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Theme is dark' })).toBeInTheDocument();
  });
});
