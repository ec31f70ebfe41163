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
};

describe('exports', () => {
  it("writes every column of a response, its time in the school's zone", () => {
    const file = responsesCsv([row], 'America/New_York');
    expect(file.rowCount).toBe(1);
    expect(file.csv).toBe(
      'Student,Email,Course,Course Code,Activity,Last Response Date (America/New_York),Status,Messages\r\n' +
        'Ada Lovelace,ada@school.edu,Intro to Programming,CS101,"Loops, part 1",2026-11-21 05:00:00,Completed,6\r\n',
    );
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
