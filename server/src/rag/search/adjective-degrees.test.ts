import { describe, expect, it } from 'vitest';
import { adjectiveBase } from './adjective-degrees.ts';

describe('adjectiveBase', () => {
  it('reads comparatives and superlatives as their adjective', () => {
    expect(adjectiveBase('biggest')).toBe('big');
    expect(adjectiveBase('larger')).toBe('large');
    expect(adjectiveBase('earliest')).toBe('early');
    expect(adjectiveBase('highest')).toBe('high');
  });

  it('leaves words of their own as written', () => {
    expect(adjectiveBase('number')).toBeUndefined();
    expect(adjectiveBase('interest')).toBeUndefined();
    expect(adjectiveBase('forest')).toBeUndefined();
    expect(adjectiveBase('water')).toBeUndefined();
  });
});
