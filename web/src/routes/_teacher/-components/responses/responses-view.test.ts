import { describe, expect, it } from 'vitest';
import { activityOptions, emptyResponsesText, pageRange, responsesCsv } from './responses-view.ts';

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

  it('exports every column of a row', () => {
    const csv = responsesCsv([
      {
        studentName: 'Ada Lovelace',
        studentEmail: 'ada@school.edu',
        courseTitle: 'Intro to Programming',
        courseCode: 'CS101',
        activityTitle: 'Loops, part 1',
        lastResponseAt: new Date('2026-11-21T10:00:00Z'),
        completed: true,
        messageCount: 6,
        feedback: {
          comment: 'Clear loops; name, your variables.',
          score: 85,
          releasedAt: new Date('2026-11-22T09:00:00Z'),
        },
      },
      {
        studentName: 'Alan Turing',
        studentEmail: 'alan@school.edu',
        courseTitle: 'Intro to Programming',
        courseCode: 'CS101',
        activityTitle: 'Loops, part 1',
        lastResponseAt: new Date('2026-11-21T11:00:00Z'),
        completed: false,
        messageCount: 2,
        feedback: null,
      },
    ]);
    expect(csv).toBe(
      'Student,Email,Course,Course Code,Activity,Last Response Date,Status,Messages,Feedback,Score,Feedback Comment,Feedback Released\r\n' +
        'Ada Lovelace,ada@school.edu,Intro to Programming,CS101,"Loops, part 1",2026-11-21T10:00:00.000Z,Completed,6,Released,85,"Clear loops; name, your variables.",2026-11-22T09:00:00.000Z\r\n' +
        'Alan Turing,alan@school.edu,Intro to Programming,CS101,"Loops, part 1",2026-11-21T11:00:00.000Z,In progress,2,None,,,\r\n',
    );
  });
});
