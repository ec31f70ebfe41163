import { describe, expect, it } from 'vitest';
import { gradeState } from './grade-state.ts';

describe('gradeState', () => {
  it("shows the LMS's answer when a score did not go through", () => {
    expect(gradeState({ status: 'failed', attempts: 1, error: 'The LMS answered 503.' })).toEqual({
      label: 'Not sent yet',
      color: 'red',
      detail: 'The LMS answered 503. Tried 1 time; TeachChat tries again for about an hour.',
    });
    expect(gradeState({ status: 'sent', attempts: 2, error: null }).label).toBe('Sent');
  });
});
