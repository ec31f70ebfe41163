import { type CsvFile, csvFileName, localDateTime, toCsv } from '@teachchat/shared';
import type { SubmissionRow } from '../submissions.ts';
import type { TeacherStudentRow } from './students.ts';

/** Times are the school's wall clock; the header names the zone, as a spreadsheet can't. */
const when = (label: string, timeZone: string) => `${label} (${timeZone})`;

/** Export Data on Students: the rows the table shows, with the table's columns. */
export function studentsCsv(rows: readonly TeacherStudentRow[], timeZone: string): CsvFile {
  const csv = toCsv<TeacherStudentRow>(
    [
      { header: 'Student', value: (r) => r.name },
      { header: 'Email', value: (r) => r.email },
      { header: 'Course', value: (r) => r.courseTitle },
      {
        header: when('Last Active', timeZone),
        value: (r) => (r.lastActive ? localDateTime(r.lastActive, timeZone) : 'Never'),
      },
    ],
    rows,
  );
  return { fileName: csvFileName('students', timeZone), csv, rowCount: rows.length };
}

/** Export Data on Student Responses: every row the filters match. */
export function responsesCsv(rows: readonly SubmissionRow[], timeZone: string): CsvFile {
  const csv = toCsv<SubmissionRow>(
    [
      { header: 'Student', value: (r) => r.studentName },
      { header: 'Email', value: (r) => r.studentEmail },
      { header: 'Course', value: (r) => r.courseTitle },
      { header: 'Course Code', value: (r) => r.courseCode },
      { header: 'Activity', value: (r) => r.activityTitle },
      {
        header: when('Last Response Date', timeZone),
        value: (r) => localDateTime(r.lastResponseAt, timeZone),
      },
      { header: 'Status', value: (r) => (r.completed ? 'Completed' : 'In progress') },
      { header: 'Messages', value: (r) => r.messageCount },
      { header: 'Teacher Answers', value: (r) => r.teacherAnswers },
      { header: 'Feedback', value: (r) => feedbackStatus(r.feedback) },
      { header: 'Score', value: (r) => r.feedback?.score },
      { header: 'Feedback Comment', value: (r) => r.feedback?.comment },
      {
        header: when('Feedback Released', timeZone),
        value: (r) => r.feedback?.releasedAt && localDateTime(r.feedback.releasedAt, timeZone),
      },
    ],
    rows,
  );
  return { fileName: csvFileName('student-responses', timeZone), csv, rowCount: rows.length };
}

/** Where a submission's feedback stands: released to the student, a draft, or none. */
function feedbackStatus(feedback: SubmissionRow['feedback']): 'Released' | 'Draft' | 'None' {
  if (!feedback) return 'None';
  return feedback.releasedAt ? 'Released' : 'Draft';
}
