import { describe, expect, it } from 'vitest';
import { citationLabel, citationParts, formatMessageTime, nextFeedback } from './message-format.ts';

const citation = { index: 2, fileId: 'f', fileName: 'notes.pdf', page: 4, text: 'Quote' };

describe('message formatting', () => {
  it('labels a source with its file and page', () => {
    expect(citationLabel(citation)).toBe('[2] notes.pdf, p. 4');
    expect(citationLabel({ ...citation, fileName: 'data.csv', page: null })).toBe('[2] data.csv');
  });

  it('keeps the page apart from the file name, which a narrow chip may shorten', () => {
    expect(citationParts(citation)).toEqual({ source: '[2] notes.pdf', page: ', p. 4' });
    expect(citationParts({ ...citation, page: null }).page).toBe('');
  });

  it("labels a teacher's note as such, whatever file name it carries", () => {
    const note = { ...citation, index: 1, fileName: 'Midterm?', page: null, note: true };
    expect(citationLabel(note)).toBe("[1] Teacher's note");
  });

  it('shows the time of day', () => {
    expect(formatMessageTime(new Date(2026, 0, 5, 15, 7))).toBe('3:07 PM');
  });

  it('toggles feedback, one choice at a time', () => {
    expect(nextFeedback(null, 'like')).toBe('like');
    expect(nextFeedback('like', 'like')).toBeNull();
    expect(nextFeedback('like', 'dislike')).toBe('dislike');
    expect(nextFeedback('dislike', 'dislike')).toBeNull();
  });
});
