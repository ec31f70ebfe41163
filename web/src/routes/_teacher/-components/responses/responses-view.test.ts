import { describe, expect, it } from 'vitest';
import { activityOptions, emptyResponsesText, pageRange } from './responses-view.ts';

describe('student responses view', () => {
  it('picks the empty text by what narrowed the list', () => {
    expect(emptyResponsesText({ search: 'ada', courseId: 'c1' })).toBe(
      'No entries found matching your search.',
    );
    expect(emptyResponsesText({ studentId: 's1' })).toBe('No entries found matching your filters.');
    expect(emptyResponsesText({ search: '  ' })).toBe('No student responses available.');
  });

  it("offers only the chosen course's activities", () => {
    const activities = [
      { id: 'a1', courseId: 'c1' },
      { id: 'a2', courseId: 'c2' },
    ];
    expect(activityOptions(activities, 'c2')).toEqual([{ id: 'a2', courseId: 'c2' }]);
    expect(activityOptions(activities, undefined)).toBe(activities);
  });

  it('describes the page range', () => {
    expect(pageRange(1, 20, 57)).toBe('1–20 of 57');
    expect(pageRange(3, 20, 57)).toBe('41–57 of 57');
    expect(pageRange(1, 20, 0)).toBe('0 of 0');
  });
});
