import { describe, expect, it } from 'vitest';
import type { SubmissionRow } from '../submissions.ts';
import { responsesCsv, studentsCsv } from './exports.ts';

const row: SubmissionRow = {
  conversationId: 'c',
  activityId: 'a',
  activityTitle: 'Loops, part 1',
  courseId: 'k',
  courseTitle: 'Intro to Programming',
  courseCode: 'CS101',
  studentId: 's',
  studentName: 'Ada Lovelace',
  studentEmail: 'ada@school.edu',
  teacherId: 't',
  teacherName: 'Maria Okafor',
  teacherEmail: 'maria@school.edu',
  lastResponseAt: new Date('2026-11-21T10:00:00Z'),
  completed: true,
  messageCount: 6,
  teacherAnswers: 1,
  feedback: { comment: 'Well argued', score: 85, releasedAt: new Date('2026-11-22T15:30:00Z') },
};

describe('exports', () => {
  it("writes every column of a response, its time in the school's zone", () => {
    const file = responsesCsv([row], 'America/New_York');
    expect(file.rowCount).toBe(1);
    expect(file.csv).toBe(
      'Student,Email,Course,Course Code,Activity,Last Response Date (America/New_York),Status,Messages,' +
        'Teacher Answers,Feedback,Score,Feedback Comment,Feedback Released (America/New_York)\r\n' +
        'Ada Lovelace,ada@school.edu,Intro to Programming,CS101,"Loops, part 1",2026-11-21 05:00:00,Completed,6,1,' +
        'Released,85,Well argued,2026-11-22 10:30:00\r\n',
    );
    const draft = responsesCsv([{ ...row, feedback: null }], 'UTC');
    expect(draft.csv.split('\r\n')[1]).toMatch(/,6,1,None,,,$/);
  });

  it('says Never for a student who has not written', () => {
    const file = studentsCsv(
      [
        {
          studentId: 's',
          name: 'Li Wei',
          email: 'li@school.edu',
          courseId: 'k',
          courseTitle: 'Biology, Advanced',
          lastActive: null,
        },
      ],
      'Europe/London',
    );
    expect(file.csv.split('\r\n')).toEqual([
      'Student,Email,Course,Last Active (Europe/London)',
      'Li Wei,li@school.edu,"Biology, Advanced",Never',
      '',
    ]);
    expect(file.fileName).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
