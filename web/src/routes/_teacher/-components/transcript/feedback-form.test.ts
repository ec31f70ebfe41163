import { describe, expect, it } from 'vitest';
import { feedbackValues, toFeedbackInput, validateFeedback } from './feedback-form.ts';

const id = '6f1c2a53-8d4e-4b8a-9a51-2f0c8e7d9b10';

describe('feedback form', () => {
  it('starts from the saved feedback, or empty', () => {
    expect(feedbackValues(null)).toEqual({ comment: '', score: '' });
    expect(feedbackValues({ comment: 'Good', score: null })).toEqual({
      comment: 'Good',
      score: '',
    });
    expect(feedbackValues({ comment: 'Good', score: 0 })).toEqual({ comment: 'Good', score: 0 });
  });

  it('sends an empty score as no score', () => {
    expect(toFeedbackInput(id, { comment: 'Good', score: '' })).toEqual({
      conversationId: id,
      comment: 'Good',
      score: null,
    });
    expect(toFeedbackInput(id, { comment: 'Good', score: 85 }).score).toBe(85);
  });

  it("shows the shared schema's messages on the fields", () => {
    expect(validateFeedback({ comment: 'Good', score: '' })).toEqual({});
    expect(validateFeedback({ comment: '  ', score: 101 })).toEqual({
      comment: 'Comment is required',
      score: 'Score must be between 0 and 100',
    });
    expect(validateFeedback({ comment: 'Good', score: 7.5 })).toEqual({
      score: 'Score must be a whole number',
    });
  });
});
