import { describe, expect, it } from 'vitest';
import { lowered, raised, toSubscript, toSuperscript } from './script-forms.ts';

describe('script forms', () => {
  it('writes exponents and indices with superscript and subscript characters', () => {
    expect(toSuperscript('2')).toBe('²');
    expect(toSuperscript('-1')).toBe('⁻¹');
    expect(toSuperscript('n+1')).toBe('ⁿ⁺¹');
    expect(toSubscript('12')).toBe('₁₂');
    expect(toSubscript('i')).toBe('ᵢ');
  });

  it('has none for characters Unicode lacks, or for spaces', () => {
    expect(toSuperscript('q')).toBeNull();
    expect(toSuperscript('a b')).toBeNull();
    expect(toSubscript('b')).toBeNull();
  });

  it('falls back to caret and underscore notation', () => {
    expect(raised('2')).toBe('²');
    expect(raised('TM')).toBe('ᵀᴹ');
    expect(raised('Xq')).toBe('^Xq');
    expect(raised('n q')).toBe('^(n q)');
    expect(lowered('max')).toBe('ₘₐₓ');
    expect(lowered('b')).toBe('_b');
  });

  it('maps every letter it lists to a different character', () => {
    for (const char of 'abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW0123456789+-=()') {
      expect(toSuperscript(char)).not.toBe(char);
    }
  });
});
