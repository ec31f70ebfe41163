import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise.ts';

describe('normaliseText', () => {
  it('folds compatibility characters (NFKC)', () => {
    expect(normaliseText('ﬁnal ＡＢＣ\u00a0y')).toBe('final ABC y');
  });

  it('keeps superscripts and subscripts, which say something else once folded', () => {
    expect(normaliseText('O(n²) and λ₁ + x⁻¹, 1º')).toBe('O(n²) and λ₁ + x⁻¹, 1º');
    expect(normaliseText('ﬁ²')).toBe('fi²');
  });

  it('unifies line ends, drops control and invisible characters, collapses spaces', () => {
    expect(normaliseText('a\r\nb\rc\u0007d\u00ade\u200bf  \t g \n')).toBe('a\nb\ncdef g');
  });

  it('keeps one blank line between paragraphs', () => {
    expect(normaliseText('One.\n \n\n\n  Two.\fThree.')).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('joins hyphenated line-break words only when asked (for PDFs)', () => {
    const text = 'informa-\ntion and well-\nknown, Jean-\nPaul, COVID-\n19';
    expect(normaliseText(text, { joinHyphenatedLines: true })).toBe(
      'information and wellknown, Jean-\nPaul, COVID-\n19',
    );
    expect(normaliseText('a list-\nitem')).toBe('a list-\nitem');
  });

  it('keeps the indentation and spacing of fenced code, as its own paragraph', () => {
    const text =
      'Search:\n```python\ndef find(xs,  x):\n\tfor i in xs:   \n        if i == x:\n            return i\n```\nDone.';
    expect(normaliseText(text)).toBe(
      'Search:\n\n```python\ndef find(xs,  x):\n\tfor i in xs:\n        if i == x:\n            return i\n```\n\nDone.',
    );
  });

  it('closes a fence left open and writes tilde fences with backticks', () => {
    expect(normaliseText('Run:\n\n~~~\n  ls -l\n~~~\nthen\n```\n  make')).toBe(
      'Run:\n\n```\n  ls -l\n```\n\nthen\n\n```\n  make\n```',
    );
  });

  it('does not join hyphens inside code', () => {
    const text = '```\nx = a-\nb\n```';
    expect(normaliseText(text, { joinHyphenatedLines: true })).toBe(text);
  });
});
