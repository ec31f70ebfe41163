import { describe, expect, it } from 'vitest';
import { browserLocale, direction } from './locale.ts';

describe('browserLocale', () => {
  it('takes the first of the browser’s languages that TeachChat speaks, by its language', () => {
    expect(browserLocale(['it-IT', 'es-MX', 'en'])).toBe('es');
    expect(browserLocale(['de-AT'])).toBe('de');
    expect(browserLocale(['FR'])).toBe('fr');
  });

  it('has none when the browser speaks none of them', () => {
    expect(browserLocale(['it', 'pt-BR'])).toBeNull();
    expect(browserLocale([])).toBeNull();
  });
});

describe('direction', () => {
  it('writes Arabic, Hebrew and Persian right to left, the shipped languages left to right', () => {
    expect(direction('ar')).toBe('rtl');
    expect(direction('he-IL')).toBe('rtl');
    expect(direction('fa')).toBe('rtl');
    for (const locale of ['en', 'es', 'fr', 'de']) expect(direction(locale)).toBe('ltr');
  });
});
