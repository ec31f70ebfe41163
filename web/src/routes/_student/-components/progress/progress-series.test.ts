import { describe, expect, it } from 'vitest';
import { completionsOverTime, messagesPerActivity } from './progress-series.ts';

const at = (day: number, hour: number) => new Date(2026, 10, day, hour);

describe('progress series', () => {
  it('gives each activity its messages', () => {
    expect(
      messagesPerActivity([
        { activityTitle: 'Loops', messages: 4, submittedAt: null },
        { activityTitle: 'Recursion', messages: 0, submittedAt: null },
      ]),
    ).toEqual([
      { activity: 'Loops', messages: 4 },
      { activity: 'Recursion', messages: 0 },
    ]);
  });

  it('adds up completions by local day, oldest first, leaving out what is not submitted', () => {
    expect(
      completionsOverTime([
        { activityTitle: 'C', messages: 1, submittedAt: at(24, 18) },
        { activityTitle: 'A', messages: 1, submittedAt: at(21, 9) },
        { activityTitle: 'D', messages: 1, submittedAt: null },
        { activityTitle: 'B', messages: 1, submittedAt: at(24, 8) },
      ]),
    ).toEqual([
      { day: 'Nov 21', completed: 1 },
      { day: 'Nov 24', completed: 3 },
    ]);
    expect(completionsOverTime([])).toEqual([]);
  });
});
