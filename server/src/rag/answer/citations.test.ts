import type { Citation } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { checkReply } from './citations.ts';

const source = (index: number, text: string): Citation => ({
  index,
  fileId: `f${index}`,
  fileName: `notes-${index}.pdf`,
  page: index,
  text,
});

const sources = [
  source(
    1,
    'The first law says that ΔU = Q − W: internal energy changes by heat in minus work out.',
  ),
  source(2, 'Entropy of an isolated system never decreases.'),
  source(3, 'Heat engines turn part of their heat into work.'),
];

describe('checkReply', () => {
  it('shows only the sources the reply cites', () => {
    const checked = checkReply('Energy is conserved [1], and entropy grows [2].', sources);
    expect(checked.citations.map((c) => c.index)).toEqual([1, 2]);
  });

  it('drops a marker that points at no passage', () => {
    const checked = checkReply('Energy is conserved [1][9].', sources);
    expect(checked.content).toBe('Energy is conserved [1].');
    expect(checked.citations.map((c) => c.index)).toEqual([1]);
  });

  it('accepts a quote that holds the passage’s own footnote marker', () => {
    const footnoted = [
      source(1, 'By default, null values sort as if larger than any non-null value. [6]'),
    ];
    const checked = checkReply(
      '> By default, null values sort as if larger than any non-null value. [6] [1]',
      footnoted,
    );
    expect(checked.unverifiedQuotes).toEqual([]);
  });

  it('accepts a quote whose footnote marker, mid-sentence, points at no passage', () => {
    const footnoted = [
      source(
        1,
        'The /usr/share hierarchy is for all read-only data files. ^[30] This hierarchy is intended to be shareable.',
      ),
    ];
    const checked = checkReply(
      '> The /usr/share hierarchy is for all read-only data files. ^[30] This hierarchy is intended to be shareable. [1]',
      footnoted,
    );
    expect(checked.content).not.toContain('[30]');
    expect(checked.unverifiedQuotes).toEqual([]);
  });

  it('accepts a quote found word for word in the passage it cites, whatever the spacing and case', () => {
    const checked = checkReply(
      'As the notes put it, “Entropy of an  isolated system never decreases” [2].',
      sources,
    );
    expect(checked.unverifiedQuotes).toEqual([]);
  });

  it('accepts a block quote with an ellipsis when each part stands in order', () => {
    const reply = '> The first law says that ΔU = Q − W: … minus work out. [1]';
    expect(checkReply(reply, sources).unverifiedQuotes).toEqual([]);
  });

  it('reports a quote the cited passage does not hold, even if another passage does', () => {
    const checked = checkReply(
      'It says “entropy of an isolated system never decreases” [1].',
      sources,
    );
    expect(checked.unverifiedQuotes).toEqual(['entropy of an isolated system never decreases']);
  });

  it('reports an invented quote', () => {
    const checked = checkReply('The notes say “energy can be borrowed for a while”.', sources);
    expect(checked.unverifiedQuotes).toEqual(['energy can be borrowed for a while']);
  });

  it('leaves short quoted names alone', () => {
    expect(checkReply('The "first law" is about energy [1].', sources).unverifiedQuotes).toEqual(
      [],
    );
  });
});

describe('checkReply on code', () => {
  it('reads "[0]" inside code as an index, not a citation, and keeps the quote verbatim', () => {
    const sources = [
      {
        index: 1,
        fileId: 'f',
        fileName: 'lists.md',
        page: null,
        text: 'Remove the first item:\n\ndel a[0]\nprint(a[1])',
      },
    ];
    const reply = 'Use del:\n\n> ```\n> del a[0]\n> print(a[1])\n> ``` [1]\n\nOr `a[0] = None`.';
    const checked = checkReply(reply, sources);
    expect(checked.unverifiedQuotes).toEqual([]);
    expect(checked.content).toContain('del a[0]');
    expect(checked.content).toContain('`a[0] = None`');
  });
});
