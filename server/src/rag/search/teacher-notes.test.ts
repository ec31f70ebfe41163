import { describe, expect, it } from 'vitest';
import { placeNotes } from './teacher-notes.ts';

const found = (name: string, coverage: number, note = false) => ({
  name,
  coverage,
  note,
  answersQuestion: false,
});
// The covered rule, as retrieve.ts applies it to one passage: here, half the question.
const relevant = (p: { coverage: number }) => p.coverage >= 0.5;
const names = (list: { name: string; answersQuestion: boolean }[]) =>
  list.map((p) => (p.answersQuestion ? `${p.name}!` : p.name));

describe('placeNotes', () => {
  it('keeps the fused order when no note answers the question', () => {
    const ranked = [found('a', 0.9), found('note', 0.4, true), found('b', 0.6)];
    expect(names(placeNotes(ranked, relevant, 5))).toEqual(['a', 'note', 'b']);
  });

  it('puts a note that answers as fully as the material first, even from below the cut', () => {
    const ranked = [found('a', 1), found('b', 0.8), found('c', 0.5), found('note', 1, true)];
    expect(names(placeNotes(ranked, relevant, 3))).toEqual(['note!', 'a', 'b']);
  });

  it('cites a note that answers less than the material beside its best passage', () => {
    const ranked = [found('a', 1), found('b', 0.9), found('c', 0.8), found('note', 0.74, true)];
    expect(names(placeNotes(ranked, relevant, 3))).toEqual(['a', 'note', 'b']);
  });

  it('never moves up a note the covered rule turns away, however the material does', () => {
    const ranked = [found('a', 0.2), found('b', 0.1), found('note', 0.4, true)];
    expect(names(placeNotes(ranked, relevant, 2))).toEqual(['a', 'b']);
  });

  it('orders answering notes by how much of the question they hold', () => {
    const ranked = [found('a', 0.5), found('n1', 0.6, true), found('n2', 0.9, true)];
    expect(names(placeNotes(ranked, relevant, 5))).toEqual(['n2!', 'n1!', 'a']);
  });
});
