import { describe, expect, it } from 'vitest';
import {
  MANUAL_THEME_STORAGE_KEY,
  THEME_STORAGE_KEY,
  applyThemeToDocument,
  clearManualTheme,
  followsSystem,
  oppositeTheme,
  readManualTheme,
  resolveTheme,
  storeManualTheme,
} from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('theme preference', () => {
  it('follows the system when nothing was chosen', () => {
    const storage = memoryStorage();
    expect(readManualTheme(storage)).toBeNull();
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(followsSystem(null)).toBe(true);
  });

  it('ignores a stored theme that was not chosen by hand', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'dark' });
    expect(readManualTheme(storage)).toBeNull();
  });

  it('stores a manual choice under both keys and then ignores the system', () => {
    const storage = memoryStorage();
    storeManualTheme(storage, 'light');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('light');
    expect(storage.values.get(MANUAL_THEME_STORAGE_KEY)).toBe('true');

    const manual = readManualTheme(storage);
    expect(manual).toBe('light');
    expect(resolveTheme(manual, true)).toBe('light');
    expect(followsSystem(manual)).toBe(false);
  });

  it('forgets a manual choice, so the system decides again', () => {
    const storage = memoryStorage();
    storeManualTheme(storage, 'dark');
    clearManualTheme(storage);
    expect(readManualTheme(storage)).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('rejects a corrupted stored value', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'purple', [MANUAL_THEME_STORAGE_KEY]: 'true' });
    expect(readManualTheme(storage)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readManualTheme(broken)).toBeNull();
    expect(() => storeManualTheme(broken, 'dark')).not.toThrow();
    expect(() => clearManualTheme(broken)).not.toThrow();
  });

  it('toggles and applies the dark class', () => {
    expect(oppositeTheme('dark')).toBe('light');
    const root = document.createElement('html');
    applyThemeToDocument(root, 'dark');
    expect(root.classList.contains('dark')).toBe(true);
    applyThemeToDocument(root, 'light');
    expect(root.classList.contains('dark')).toBe(false);
  });
});
