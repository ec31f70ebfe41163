import type { Readable } from 'node:stream';
import { type CsvColumn, localDateTime, toCsv } from '@teachchat/shared';
import JSZip from 'jszip';
import { type Translate, translator } from '../../texts/index.ts';
import type { PersonData } from './person-data.ts';

const README = `This archive holds everything TeachChat keeps about one person.

profile.json            the account's details
enrollments.csv         the courses they are enrolled in
courses-taught.csv      the courses they teach (teachers)
conversations.json      each conversation with every message and the sources it cited
messages.csv            the same messages, one row each
questions.json          questions asked to the teacher about replies
feedback.json           teachers' feedback on submissions (released or still a draft)
submissions.csv         submitted activities
notifications.json      notifications sent to them
api-tokens.json         the names of their API tokens (never the tokens)
contact-messages.json   messages sent from the contact form with their email
audit-entries.json      the audit trail's entries about them or by them

Times in JSON files are UTC (ISO 8601); times in CSV files are in the school's time zone,
named in the column header.
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The person's data as a ZIP of JSON and CSV, streamed as it is compressed: the caller
 * pipes it to the HTTP response without holding the archive whole. The CSV files are headed
 * in the downloader's language (`t`); the README, file names and JSON keys stay English.
 */
export function personZip(
  data: PersonData,
  timeZone: string,
  t: Translate = translator('en'),
): Readable {
  const at = (d: Date | null) => (d ? localDateTime(d, timeZone) : '');
  const zone = { zone: timeZone };
  const zip = new JSZip();
  const csv = <T>(name: string, columns: CsvColumn<T>[], rows: T[]) =>
    zip.file(name, toCsv(columns, rows));

  zip.file('README.txt', README);
  zip.file('profile.json', json(data.profile));
  csv(
    'enrollments.csv',
    [
      { header: t('csv.courseCode'), value: (r) => r.courseCode },
      { header: t('csv.course'), value: (r) => r.course },
      { header: t('csv.enrolled', zone), value: (r) => at(r.enrolledAt) },
    ],
    data.enrollments,
  );
  csv(
    'courses-taught.csv',
    [
      { header: t('csv.courseCode'), value: (r) => r.courseCode },
      { header: t('csv.course'), value: (r) => r.title },
    ],
    data.coursesTaught,
  );
  zip.file('conversations.json', json(data.conversations));
  csv(
    'messages.csv',
    [
      { header: t('csv.course'), value: (r) => r.course },
      { header: t('csv.activity'), value: (r) => r.activity },
      { header: t('csv.time', zone), value: (r) => at(r.time) },
      { header: t('csv.sender'), value: (r) => r.sender },
      { header: t('csv.message'), value: (r) => r.content },
      {
        header: t('csv.sources'),
        value: (r) =>
          r.sources
            .map((s) => `${s.fileName}${s.page ? ` ${t('csv.page', { page: s.page })}` : ''}`)
            .join('; '),
      },
      { header: t('csv.reaction'), value: (r) => r.feedback },
    ],
    data.conversations.flatMap((c) =>
      c.messages.map((m) => ({ course: c.course, activity: c.activity, ...m })),
    ),
  );
  zip.file('questions.json', json(data.questions));
  zip.file('feedback.json', json(data.feedback));
  csv(
    'submissions.csv',
    [
      { header: t('csv.course'), value: (r) => r.course },
      { header: t('csv.activity'), value: (r) => r.activity },
      { header: t('csv.submitted', zone), value: (r) => at(r.submittedAt) },
    ],
    data.submissions,
  );
  zip.file('notifications.json', json(data.notifications));
  zip.file('api-tokens.json', json(data.apiTokens));
  zip.file('contact-messages.json', json(data.contactMessages));
  zip.file('audit-entries.json', json(data.auditEntries));
  return zip.generateNodeStream({
    type: 'nodebuffer',
    streamFiles: true,
    compression: 'DEFLATE',
  }) as Readable;
}

/** "teachchat-data-patel-2026-11-28.zip": whose data, and the school's day of the export. */
export function personZipName(lastName: string, timeZone: string, now = new Date()): string {
  const day = localDateTime(now, timeZone).slice(0, 10);
  const who = lastName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `teachchat-data-${who || 'person'}-${day}.zip`;
}
