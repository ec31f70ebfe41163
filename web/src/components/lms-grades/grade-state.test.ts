import { describe, expect, it } from 'vitest';
import { columnState, gradeState } from './grade-state.ts';

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

describe('columnState', () => {
  it('names the LMS course and, when the column failed, what the LMS answered', () => {
    const column = { lmsName: 'Moodle', course: 'Cell Biology', attempts: 2 };
    expect(columnState({ ...column, status: 'synced', error: null })).toEqual({
      label: 'Ready',
      color: 'green',
      text: 'Gradebook column in Cell Biology, Moodle',
    });
    expect(columnState({ ...column, status: 'failed', error: 'The LMS answered 503.' })).toEqual({
      label: 'Not made yet',
      color: 'red',
      text: 'Gradebook column in Cell Biology, Moodle: The LMS answered 503. Tried 2 times; TeachChat tries again for about an hour.',
    });
  });
});
