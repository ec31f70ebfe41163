import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, parseTheme, themeColorSchemeManager } from './color-scheme.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('theme colour-scheme manager', () => {
  it('reads a stored light or dark theme', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'dark' });
    expect(themeColorSchemeManager(() => storage).get('auto')).toBe('dark');
  });

  it('falls back to the default (system preference) when nothing valid is stored', () => {
    expect(themeColorSchemeManager(() => memoryStorage()).get('auto')).toBe('auto');
    const junk = memoryStorage({ [THEME_STORAGE_KEY]: 'sepia' });
    expect(themeColorSchemeManager(() => junk).get('auto')).toBe('auto');
  });

  it('stores only light or dark; auto removes the key', () => {
    const storage = memoryStorage();
    const manager = themeColorSchemeManager(() => storage);
    manager.set('light');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('light');
    manager.set('auto');
    expect(storage.data.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const manager = themeColorSchemeManager(() => broken);
    expect(manager.get('light')).toBe('light');
    expect(() => manager.set('dark')).not.toThrow();
  });

  it('parses only the two themes', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('auto')).toBeNull();
    expect(parseTheme(null)).toBeNull();
  });
});
