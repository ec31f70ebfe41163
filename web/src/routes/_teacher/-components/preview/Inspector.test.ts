import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PreviewInspector } from '../common/teacher-types.ts';
import { Inspector } from './Inspector.tsx';

const covered: PreviewInspector = {
  searched: 'What does popping a stack do?',
  covered: true,
  coverage: 1,
  words: [
    { word: 'popping', weight: 1.39, known: true, matched: true, carried: false },
    { word: 'stack', weight: 0.29, known: true, matched: true, carried: false },
  ],
  passages: [
    {
      rank: 1,
      fileName: 'stacks.pdf',
      page: 3,
      heading: 'Stacks',
      text: 'Popping takes the top item off the stack.',
      trimmed: false,
      score: 0.0325,
      coverage: 1,
      legs: { bm25: 1, misspelling: null, vector: 2 },
    },
    {
      rank: 2,
      fileName: 'queues.md',
      page: null,
      heading: null,
      text: 'A queue serves items first in, first out.',
      trimmed: false,
      score: 0.0161,
      coverage: 0.5,
      legs: { bm25: null, misspelling: 4, vector: null },
    },
  ],
};

/** The inspector as it reaches the screen, as text without tags. */
function shown(inspector: PreviewInspector, question = inspector.searched): string {
  const html = renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(
        MantineProvider,
        null,
        createElement(Inspector, { question, mode: 'offline', inspector }),
      ),
    ),
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('Inspector', () => {
  it('says which words a follow-up took from an earlier question', () => {
    const followUp: PreviewInspector = {
      ...covered,
      searched: 'What does popping a stack do? Why?',
      words: [
        { word: 'popping', weight: 1.39, known: true, matched: true, carried: true },
        { word: 'stack', weight: 0.29, known: true, matched: true, carried: true },
      ],
    };
    expect(shown(followUp, 'Why?')).toContain(
      'popping · 1.39 , in the best passage · from an earlier question',
    );
  });

  it('lists each passage with its place, match strength, coverage, searches and text', () => {
    const text = shown(covered);
    expect(text).toContain('Covered.');
    expect(text).toContain("The best passage holds 100% of the question's informative words.");
    expect(text).toContain('#1 stacks.pdf, page 3 · Stacks');
    expect(text).toContain(
      "Strong match Holds 100% of the question's words · given to the assistant as [1]",
    );
    expect(text).toContain('Same words: 1st Similar text: 2nd');
    expect(text).toContain('Popping takes the top item off the stack.');
    expect(text).toContain("#2 queues.md Weak match Holds 50% of the question's words");
    expect(text).toContain('Spelling corrected: 4th');
    expect(text).not.toMatch(/0\.0\d{3}|BM25/);
    expect(text).toContain('The offline responder, quoting the material');
    expect(text).not.toContain('Not covered');
  });

  it('shows the question words with their weight, naming those the material lacks', () => {
    const text = shown({
      ...covered,
      words: [
        { word: 'popping', weight: 1.39, known: true, matched: true, carried: false },
        { word: 'mona', weight: 2.5, known: false, matched: false, carried: false },
      ],
    });
    expect(text).toContain('popping · 1.39 , in the best passage');
    expect(text).toContain('mona · 2.5 , not in the material · not in the material');
    expect(text).not.toContain('unknown');
  });

  it('warns clearly when the question is not covered, without citing passages', () => {
    const text = shown({ ...covered, covered: false, coverage: 0.2 });
    expect(text).toContain("Not covered: the assistant would say the material doesn't cover this");
    expect(text).toContain("The best passage holds 20% of the question's informative words.");
    expect(text).not.toContain('given to the assistant as');
  });

  it('says what was searched when it differs from the question', () => {
    expect(shown(covered, 'What does poping a stack do?')).toContain(
      'Searched for What does popping a stack do? Misspellings written as in the material',
    );
    expect(shown(covered)).not.toContain('Misspellings written');
  });

  it('says so when nothing was found or no word was worth searching for', () => {
    const text = shown({ ...covered, covered: false, coverage: 0, words: [], passages: [] });
    expect(text).toContain('No passage of the material matched the question.');
    expect(text).toContain("No informative words: the question's words are too common");
  });
});
