import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import type { Theme } from '@teachchat/shared';

/**
 * The theme, light or dark, is stored under this key; absent means "follow the system"
 * (docs/product.md#theme-storage).
 */
export const THEME_STORAGE_KEY = 'theme';

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * A Mantine colour-scheme manager over localStorage['theme']. Mantine's own manager would store
 * 'auto' as a value; here 'auto' is the absence of the key, so the stored value is always
 * light or dark.
 */
export function themeColorSchemeManager(
  getStorage: () => ThemeStorage | undefined = () => globalThis.localStorage,
): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  const safely = <T>(fn: (storage: ThemeStorage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? fn(storage) : fallback;
    } catch {
      // Private browsing or disabled storage: the choice lasts for this page only.
      return fallback;
    }
  };
  return {
    get: (defaultValue: MantineColorScheme) =>
      safely((s) => parseTheme(s.getItem(THEME_STORAGE_KEY)) ?? defaultValue, defaultValue),
    set: (value: MantineColorScheme) =>
      safely((s) => {
        const theme = parseTheme(value);
        if (theme) s.setItem(THEME_STORAGE_KEY, theme);
        else s.removeItem(THEME_STORAGE_KEY);
      }, undefined),
    subscribe: (onUpdate) => {
      if (typeof window === 'undefined') return;
      onStorage = (event) => {
        if (event.key === THEME_STORAGE_KEY) onUpdate(parseTheme(event.newValue) ?? 'auto');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
      onStorage = undefined;
    },
    clear: () => safely((s) => s.removeItem(THEME_STORAGE_KEY), undefined),
  };
}
