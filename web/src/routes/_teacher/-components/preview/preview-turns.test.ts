import { PREVIEW } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import type { ActivityPreview } from '../common/teacher-types.ts';
import { type PreviewTurn, previewHistory } from './preview-turns.ts';

function turn(n: number, status: 'complete' | 'error' = 'complete'): PreviewTurn {
  return {
    question: `Question ${n}`,
    askedAt: new Date(n),
    result: { reply: { content: `Answer ${n}`, status } } as ActivityPreview,
  };
}

describe('previewHistory', () => {
  it('sends the last complete turns as context, as a student’s chat would', () => {
    const turns = [turn(1), turn(2, 'error'), ...Array.from({ length: 7 }, (_, i) => turn(i + 3))];
    const history = previewHistory(turns);
    expect(history).toHaveLength(PREVIEW.maxTurns);
    expect(history[0]).toEqual({ question: 'Question 4', answer: 'Answer 4' });
    expect(history.map((h) => h.question)).not.toContain('Question 2');
  });
});
