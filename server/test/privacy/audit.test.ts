import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { AuditEntry } from '../../src/db/entities/audit-entry.ts';
import { Course } from '../../src/db/entities/course.ts';
import { User } from '../../src/db/entities/user.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The audit trail holds exactly the actions taken: each transcript read, export, change of
 * a course's teacher, roster import and deletion is one entry naming who, what and whom;
 * refused calls and reads of the trail itself add nothing, and no entry can be changed.
 */
let app: TestApp;
type Who = 'maria' | 'james' | 'admin' | 'aisha';
const as = {} as Record<Who, Client>;
const emails: Record<Who, string> = {
  maria: 'maria.okafor@example.edu',
  james: 'james.chen@example.edu',
  admin: 'dana.whitfield@example.edu',
  aisha: 'aisha.patel@example.edu',
};
const ids = {} as Record<Who, string>;
let activityId: string;
const em = () => app.db.orm.em.fork() as EntityManager;
const sql = (text: string) => em().getConnection().execute(text);

beforeAll(async () => {
  app = await startTestApp();
  for (const [who, email] of Object.entries(emails) as [Who, string][]) {
    as[who] = httpClient(app, { cookie: (await signIn(app, email)).cookie });
    ids[who] = (await em().findOneOrFail(User, { email })).id;
  }
  activityId = (await em().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })).id;
  await seedChat(app, emails.aisha, activityId, 1);
});
afterAll(() => app.close());

const trail = async () =>
  (await as.admin.admin.audit.list.query({ pageSize: 200 })).rows.map((r) => ({
    who: r.actorName,
    action: r.action,
    about: r.subjectName,
    resource: r.resourceLabel,
  }));

describe('recording', () => {
  it('starts empty', async () => {
    expect(await trail()).toEqual([]);
  });

  it('records each action once, newest first, and nothing for refused calls', async () => {
    const transcript = { activityId, studentEmail: emails.aisha };
    await as.maria.teacher.transcript.query(transcript);
    // James does not teach CS101: refused, and not recorded.
    expect(httpStatusOf(await as.james.teacher.transcript.query(transcript).catch((e) => e))).toBe(
      404,
    );
    await as.maria.teacher.students.export.query({});
    await as.maria.teacher.responses.export.query({});
    await as.admin.admin.transcript.query(transcript);

    const cs201 = await em().findOneOrFail(Course, { courseCode: 'CS201' });
    const courseInput = {
      id: cs201.id,
      title: cs201.title,
      courseCode: cs201.courseCode,
      departmentCode: 'cs' as const,
      description: cs201.description,
      teacherId: ids.james,
      startDate: '2026-09-01',
      endDate: '2027-01-31',
      maxStudents: 30,
      credits: 4,
      prerequisites: '',
    };
    await as.admin.admin.courses.update.mutate(courseInput);
    // Saving again with the same teacher changes no one's role.
    await as.admin.admin.courses.update.mutate(courseInput);

    const roster =
      'First Name,Last Name,Email,Department,Phone,Course Code\nAda,Byron,ada@example.edu,cs,,';
    await as.admin.admin.roster.import.mutate({ role: 'student', csv: roster });
    // The same roster again imports nothing: no entry.
    await as.admin.admin.roster.import.mutate({ role: 'student', csv: roster });

    const ada = await em().findOneOrFail(User, { email: 'ada@example.edu' });
    await as.admin.admin.students.remove.mutate({ id: ada.id });
    const temp = await as.admin.admin.courses.create.mutate({
      ...courseInput,
      courseCode: 'TMP1',
      title: 'Temporary',
    });
    await as.admin.admin.courses.remove.mutate({ id: temp.id });
    // Reading the trail is not itself recorded.
    await as.admin.admin.audit.list.query({});

    expect(await trail()).toEqual([
      { who: 'Dana Whitfield', action: 'course_deleted', about: null, resource: 'TMP1 Temporary' },
      {
        who: 'Dana Whitfield',
        action: 'student_deleted',
        about: 'Ada Byron',
        resource: 'ada@example.edu',
      },
      { who: 'Dana Whitfield', action: 'roster_imported', about: null, resource: 'student roster' },
      {
        who: 'Dana Whitfield',
        action: 'course_teacher_changed',
        about: 'James Chen',
        resource: 'CS201 Data Structures and Algorithms',
      },
      {
        who: 'Dana Whitfield',
        action: 'transcript_viewed',
        about: 'Aisha Patel',
        resource: expect.any(String),
      },
      { who: 'Maria Okafor', action: 'responses_exported', about: null, resource: null },
      { who: 'Maria Okafor', action: 'students_exported', about: null, resource: null },
      {
        who: 'Maria Okafor',
        action: 'transcript_viewed',
        about: 'Aisha Patel',
        resource: expect.any(String),
      },
    ]);
    const [viewed] = (
      await as.admin.admin.audit.list.query({ filter: { actorId: ids.maria } })
    ).rows.slice(-1);
    expect(viewed).toMatchObject({
      actorRole: 'teacher',
      details: { courseCode: 'CS101' },
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
  });
});

describe('filters and download', () => {
  it('filters by who, by action and by day', async () => {
    const byMaria = await as.admin.admin.audit.list.query({ filter: { actorId: ids.maria } });
    expect(byMaria.total).toBe(3);
    const views = await as.admin.admin.audit.list.query({
      filter: { action: 'transcript_viewed' },
    });
    expect(views.rows.map((r) => r.actorName)).toEqual(['Dana Whitfield', 'Maria Okafor']);
    const today = new Date().toISOString().slice(0, 10);
    const all = await as.admin.admin.audit.list.query({
      filter: { from: '2000-01-01', to: '2099-12-31' },
    });
    expect(all.total).toBe(8);
    const past = await as.admin.admin.audit.list.query({ filter: { to: '2001-01-01' } });
    expect(past.total).toBe(0);
    expect(today).toMatch(/^\d{4}-/);
    const actors = await as.admin.admin.audit.actors.query();
    expect(actors.map((a) => a.name)).toEqual(['Dana Whitfield', 'Maria Okafor']);
  });

  it('downloads the filtered trail as CSV, and records the download', async () => {
    const file = await as.admin.admin.audit.export.query({ actorId: ids.maria });
    expect(file.rowCount).toBe(3);
    const lines = file.csv.trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^Time \(.+\),Who,Role,Action,About,Resource,Resource Name,Details,IP Address$/,
    );
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual([
      'Exported student responses',
      'Exported students',
      'Viewed a transcript',
    ]);
    const [latest] = (await as.admin.admin.audit.list.query({})).rows;
    expect(latest).toMatchObject({ action: 'audit_exported', details: { rows: 3 } });
  });

  it('is for admins only', async () => {
    for (const who of ['maria', 'aisha'] as const) {
      const error = await as[who].admin.audit.list.query({}).catch((e: unknown) => e);
      expect(httpStatusOf(error)).toBe(403);
    }
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from the app', async () => {
    const before = await em().count(AuditEntry, {});
    for (const statement of [
      `update audit_entries set actor_name = 'Someone else'`,
      `delete from audit_entries`,
      `truncate audit_entries`,
    ]) {
      await expect(sql(statement)).rejects.toThrow(/audit entries cannot be changed or deleted/);
    }
    expect(await em().count(AuditEntry, {})).toBe(before);
    expect(await em().count(AuditEntry, { actorName: 'Someone else' })).toBe(0);
  });

  it('lets only a transaction that set the maintenance flag remove entries', async () => {
    const before = await em().count(AuditEntry, {});
    await em().transactional(async (tx) => {
      await tx
        .getConnection()
        .execute(
          `select set_config('teachchat.audit_maintenance', 'on', true)`,
          [],
          'all',
          tx.getTransactionContext(),
        );
      await tx
        .getConnection()
        .execute(
          `delete from audit_entries where action = 'audit_exported'`,
          [],
          'all',
          tx.getTransactionContext(),
        );
    });
    expect(await em().count(AuditEntry, {})).toBe(before - 1);
    // The flag was the transaction's own: the next statement is refused again.
    await expect(sql(`delete from audit_entries`)).rejects.toThrow(/cannot be changed/);
  });
});

describe('changes of who is where', () => {
  const entries = async (
    action: 'enrollment_added' | 'enrollment_removed' | 'course_archived' | 'course_restored',
  ) =>
    (await as.admin.admin.audit.list.query({ filter: { action } })).rows.map((r) => ({
      who: r.actorName,
      about: r.subjectName,
      resource: r.resourceLabel,
    }));

  it('records each student enrolled or taken out by an admin, once', async () => {
    const math = await em().findOneOrFail(Course, { courseCode: 'MATH201' });
    const [lucas, omar] = await Promise.all(
      ['lucas.moreau@example.edu', 'omar.haddad@example.edu'].map((email) =>
        em().findOneOrFail(User, { email }),
      ),
    );
    await as.admin.admin.enrollments.enroll.mutate({
      courseId: math.id,
      studentId: lucas?.id ?? '',
    });
    // Lucas is in already: only Omar is enrolled, and only he is recorded.
    await as.admin.admin.enrollments.enrollMany.mutate({
      courseId: math.id,
      studentIds: [lucas?.id ?? '', omar?.id ?? ''],
    });
    await as.admin.admin.enrollments.remove.mutate({
      courseId: math.id,
      studentId: omar?.id ?? '',
    });
    // Refused: he is not enrolled any more. Nothing is recorded.
    const again = await as.admin.admin.enrollments.remove
      .mutate({ courseId: math.id, studentId: omar?.id ?? '' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(again)).toBe(404);

    const course = 'MATH201 Linear Algebra';
    expect(await entries('enrollment_added')).toEqual([
      { who: 'Dana Whitfield', about: 'Omar Haddad', resource: course },
      { who: 'Dana Whitfield', about: 'Lucas Moreau', resource: course },
    ]);
    expect(await entries('enrollment_removed')).toEqual([
      { who: 'Dana Whitfield', about: 'Omar Haddad', resource: course },
    ]);
  });

  it('records a course archived and restored, once each', async () => {
    const cs201 = await em().findOneOrFail(Course, { courseCode: 'CS201' });
    await sql(
      `update courses set start_date = current_date - 200, end_date = current_date - 40 where course_code = 'CS201'`,
    );
    await as.admin.admin.terms.archiveCourse.mutate({ courseId: cs201.id });
    // Archiving an archived course changes nothing: no second entry.
    await as.admin.admin.terms.archiveCourse.mutate({ courseId: cs201.id });
    await as.admin.admin.terms.restoreCourse.mutate({ courseId: cs201.id });
    await as.admin.admin.terms.restoreCourse.mutate({ courseId: cs201.id });
    const course = {
      who: 'Dana Whitfield',
      about: null,
      resource: 'CS201 Data Structures and Algorithms',
    };
    expect(await entries('course_archived')).toEqual([course]);
    expect(await entries('course_restored')).toEqual([course]);
  });
});
