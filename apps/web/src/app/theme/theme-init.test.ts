// public/theme-init.js runs before the app to avoid a flash of the wrong theme. It repeats the
// rule of lib/theme.ts in plain script, so this checks the two agree: a stored manual choice wins,
// otherwise the system decides.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANUAL_THEME_STORAGE_KEY, THEME_STORAGE_KEY } from '../../lib/theme';
import script from '../../../public/theme-init.js?raw';

function runWithSystem(dark: boolean) {
  vi.stubGlobal('matchMedia', vi.fn(() => ({ matches: dark })));
  new Function(script)();
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
  root.style.colorScheme = '';
});

afterEach(() => vi.unstubAllGlobals());

describe('theme-init.js', () => {
  it('follows the system while nothing was chosen', () => {
    runWithSystem(true);
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    runWithSystem(false);
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
  });

  it('applies a stored manual choice over the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    localStorage.setItem(MANUAL_THEME_STORAGE_KEY, 'true');
    runWithSystem(true);
    expect(root).not.toHaveClass('dark');

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runWithSystem(false);
    expect(root).toHaveClass('dark');
  });

  it('ignores a stored theme that was never chosen by hand', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runWithSystem(false);
    expect(root).not.toHaveClass('dark');
  });
});
