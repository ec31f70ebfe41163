import { type CsvFile, csvFileName, localDateTime, toCsv } from '@teachchat/shared';
import { type Translate, translator } from '../../texts/index.ts';
import type { SubmissionRow } from '../submissions.ts';
import type { TeacherStudentRow } from './students.ts';

// Headers and words in cells are in the downloader's language; times are the school's wall
// clock, and the header names the zone, as a spreadsheet can't.
const english = translator('en');

/** Export Data on Students: the rows the table shows, with the table's columns. */
export function studentsCsv(
  rows: readonly TeacherStudentRow[],
  timeZone: string,
  t: Translate = english,
): CsvFile {
  const zone = { zone: timeZone };
  const csv = toCsv<TeacherStudentRow>(
    [
      { header: t('csv.student'), value: (r) => r.name },
      { header: t('csv.email'), value: (r) => r.email },
      { header: t('csv.course'), value: (r) => r.courseTitle },
      {
        header: t('csv.lastActive', zone),
        value: (r) => (r.lastActive ? localDateTime(r.lastActive, timeZone) : t('csv.never')),
      },
    ],
    rows,
  );
  return { fileName: csvFileName('students', timeZone), csv, rowCount: rows.length };
}

/** Export Data on Student Responses: every row the filters match. */
export function responsesCsv(
  rows: readonly SubmissionRow[],
  timeZone: string,
  t: Translate = english,
): CsvFile {
  const zone = { zone: timeZone };
  const csv = toCsv<SubmissionRow>(
    [
      { header: t('csv.student'), value: (r) => r.studentName },
      { header: t('csv.email'), value: (r) => r.studentEmail },
      { header: t('csv.course'), value: (r) => r.courseTitle },
      { header: t('csv.courseCode'), value: (r) => r.courseCode },
      { header: t('csv.activity'), value: (r) => r.activityTitle },
      {
        header: t('csv.lastResponse', zone),
        value: (r) => localDateTime(r.lastResponseAt, timeZone),
      },
      {
        header: t('csv.status'),
        value: (r) => t(r.completed ? 'csv.completed' : 'csv.inProgress'),
      },
      { header: t('csv.messages'), value: (r) => r.messageCount },
      { header: t('csv.teacherAnswers'), value: (r) => r.teacherAnswers },
      { header: t('csv.feedback'), value: (r) => t(`csv.feedback.${feedbackStatus(r.feedback)}`) },
      { header: t('csv.score'), value: (r) => r.feedback?.score },
      { header: t('csv.feedbackComment'), value: (r) => r.feedback?.comment },
      {
        header: t('csv.feedbackReleased', zone),
        value: (r) => r.feedback?.releasedAt && localDateTime(r.feedback.releasedAt, timeZone),
      },
    ],
    rows,
  );
  return { fileName: csvFileName('student-responses', timeZone), csv, rowCount: rows.length };
}

/** Where a submission's feedback stands: released to the student, a draft, or none. */
function feedbackStatus(feedback: SubmissionRow['feedback']): 'released' | 'draft' | 'none' {
  if (!feedback) return 'none';
  return feedback.releasedAt ? 'released' : 'draft';
}
