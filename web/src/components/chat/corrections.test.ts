import type { CorrectionView } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState } from './chat-reducer.ts';
import { applyCorrection, correctionOf, mergeCorrections } from './corrections.ts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, s));
const correction = (text: string, s: number, messageId = 'r1'): CorrectionView => ({
  messageId,
  text,
  authorName: 'Maria Okafor',
  updatedAt: at(s),
  noteId: null,
});

describe('corrections in a chat', () => {
  it('keeps the newest news of a reply, whatever order events come in', () => {
    const written = applyCorrection({}, 'r1', correction('Friday', 1), at(1));
    const changed = applyCorrection(written, 'r1', correction('Monday', 2), at(2));
    expect(
      correctionOf(applyCorrection(changed, 'r1', correction('Friday', 1), at(1)), 'r1')?.text,
    ).toBe('Monday');
    const removed = applyCorrection(changed, 'r1', null, at(3));
    expect(correctionOf(removed, 'r1')).toBeNull();
    expect(
      correctionOf(applyCorrection(removed, 'r1', correction('Monday', 2), at(2)), 'r1'),
    ).toBeNull();
  });

  it('takes a pinned note into a correction that did not change otherwise', () => {
    const written = applyCorrection({}, 'r1', correction('Friday', 1), at(1));
    const pinned = applyCorrection(
      written,
      'r1',
      { ...correction('Friday', 1), noteId: 'n1' },
      at(1),
    );
    expect(correctionOf(pinned, 'r1')?.noteId).toBe('n1');
  });

  it('learns from a history read later that a correction was removed', () => {
    const known = applyCorrection({}, 'r1', correction('Friday', 1), at(1));
    expect(correctionOf(mergeCorrections(known, [], at(5)), 'r1')).toBeNull();
    // An older history says nothing about what came after it.
    expect(correctionOf(mergeCorrections(known, [], at(0)), 'r1')?.text).toBe('Friday');
    // Without a time, a history only adds.
    expect(correctionOf(mergeCorrections(known, []), 'r1')?.text).toBe('Friday');
  });

  it('flows through the chat reducer from the history and from events', () => {
    const state = initialChatState({
      status: 'in_progress',
      submittedAt: null,
      messages: [],
      replying: null,
      corrections: [correction('Friday', 1)],
      asOf: at(2),
    });
    expect(correctionOf(state.corrections, 'r1')?.text).toBe('Friday');
    const next = chatReducer(state, {
      type: 'correction',
      messageId: 'r1',
      correction: correction('Monday', 3),
      at: at(3),
    });
    expect(correctionOf(next.corrections, 'r1')?.text).toBe('Monday');
  });
});
