import { describe, expect, it } from 'vitest';
import { coverageOf, planTerms } from './plan.ts';
import {
  sameActionWords,
  undoingWord,
  undoingWords,
  withSameActions,
  withUndoing,
} from './same-action.ts';
import type { KnownWord } from './vocabulary-lookup.ts';

const word = (text: string, lexeme: string | null, df: number | null): KnownWord => ({
  text,
  code: false,
  lexeme,
  stop: false,
  df,
  fixes: [],
  spelling: null,
});
const stats = { chunks: 40, avgLength: 100, embeddingModel: null };

describe('verbs of one action', () => {
  it('looks up the other verbs of an asked verb, not of names or code', () => {
    const asked = [
      { text: 'deleting', code: false },
      { text: 'drop', code: true },
    ];
    expect(sameActionWords(asked).map((w) => w.text)).toEqual(['remove', 'drop', 'erase']);
    // A Spanish or French verb form reads as its infinitive's group.
    expect(sameActionWords([{ text: 'quito', code: false }]).map((w) => w.text)).toContain(
      'eliminar',
    );
    expect(sameActionWords([{ text: 'effacer', code: false }]).map((w) => w.text)).toContain(
      'supprimer',
    );
    // An irregular past reads as its verb: "ran" is run, which material may call executing.
    expect(sameActionWords([{ text: 'ran', code: false }]).map((w) => w.text)).toContain('execute');
  });

  it("looks up the words students swap for the material's", () => {
    expect(sameActionWords([{ text: 'whole', code: false }]).map((w) => w.text)).toContain(
      'complete',
    );
    expect(sameActionWords([{ text: 'entière', code: false }]).map((w) => w.text)).toContain(
      'complet',
    );
    expect(sameActionWords([{ text: 'entera', code: false }]).map((w) => w.text)).toContain(
      'completo',
    );
    // A student's folder is the manual's directory.
    expect(sameActionWords([{ text: 'folders', code: false }]).map((w) => w.text)).toContain(
      'directory',
    );
    // "How can I see the search path?" is answered by "search shows the search path".
    expect(sameActionWords([{ text: 'see', code: false }]).map((w) => w.text)).toContain('show');
    expect(sameActionWords([{ text: 'veo', code: false }]).map((w) => w.text)).toContain('mostrar');
  });

  it('lets a passage that says "remove" cover a question that asks to delete', () => {
    const asked = [word('delete', null, null), word('objects', 'object', 6)];
    const known = new Map([['remove', word('remove', 'remov', 3)]]);
    const plan = withSameActions(planTerms(asked, stats), asked, known, stats.chunks);
    expect(plan.terms.map((t) => t.lexeme)).toContain('remov');
    expect(coverageOf(plan.concepts, new Set(['remov', 'object']))).toBe(1);
  });
});

describe('a follow-up that asks to undo', () => {
  const asked = [
    { text: 'how', code: false },
    { text: 'undo', code: false },
    { text: 'that', code: false },
  ];
  const earlier = [
    [
      { text: 'attach', code: false },
      { text: 'frame', code: false },
    ],
  ];

  // "And how do I undo that?" after attaching, where the material knows `known`.
  const undoingIn = (words: KnownWord[], known: Map<string, KnownWord>) =>
    withUndoing(
      { searched: 'How do I attach it? And how do I undo that?', ...planTerms(words, stats) },
      undoingWord(asked),
      undoingWords(earlier),
      known,
      stats.chunks,
    );

  it("looks up what would undo the earlier question's action", () => {
    expect(undoingWord(asked)?.text).toBe('undo');
    expect(undoingWords(earlier).map((w) => w.text)).toContain('detach');
    expect(undoingWords([[{ text: 'open', code: false }]]).map((w) => w.text)).toContain('close');
  });

  it('searches the material\'s word for it in place of "undo", counted as the same concept', () => {
    const words = [word('undo', null, null), word('attach', 'attach', 5)];
    const known = new Map([
      ['undo', word('undo', null, null)],
      ['detach', word('detach', 'detach', 3)],
    ]);
    const plan = undoingIn(words, known);
    expect(plan.searched).toBe('How do I attach it? And how do I detach that?');
    expect(coverageOf(plan.concepts, new Set(['detach', 'attach']))).toBe(1);
  });

  it('searches it as a form of "undo" where the material writes undo too, at its weight', () => {
    const words = [word('undo', 'undo', 4), word('attach', 'attach', 5)];
    const known = new Map([
      ['undo', word('undo', 'undo', 4)],
      ['detach', word('detach', 'detach', 3)],
    ]);
    const plan = undoingIn(words, known);
    const undo = plan.terms.find((t) => t.lexeme === 'undo');
    expect(plan.terms.find((t) => t.lexeme === 'detach')).toMatchObject({
      of: 'undo',
      weight: undo?.weight,
    });
    expect(plan.searched).toBe('How do I attach it? And how do I detach that?');
    expect(coverageOf(plan.concepts, new Set(['detach', 'attach']))).toBe(1);
  });
});
