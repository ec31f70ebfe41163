import type pg from 'pg';
import { httpClient } from './clients.ts';
import { seedChat } from './conversations.ts';
import type { TestApp } from './test-app.ts';

/** The student whose chats give teachers something to act on; never called as otherwise. */
export const FIXTURE_STUDENT = 'lucas.moreau@example.edu';

/**
 * What teachers' mutations act on, made before the property starts so that each has
 * valid targets whatever order or seed: a student's answered questions in two of Maria
 * Okafor's courses (replies to correct), three of them asked to the teacher (questions to
 * answer), the CS201 chat submitted (a submission to give feedback on), CS201 under
 * pseudonymised review (a name to reveal), and CS201 and MATH201 in a term with another
 * after it (a course to start next term).
 */
export async function seedTeacherWork(
  app: TestApp,
  sql: pg.Client,
  cookies: { student: string; admin: string },
) {
  const { rows } = await sql.query<{ code: string; activity: string; course: string }>(
    `select c.course_code as code, a.id as activity, c.id as course
       from activities a join courses c on c.id = a.course_id
      where c.course_code in ('CS101', 'CS201', 'MATH201') order by a.created_at`,
  );
  const inCourse = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`the demo school has no ${code} activity`);
    return row;
  };
  const [cs101, cs201] = [inCourse('CS101'), inCourse('CS201')];
  // The student's work and the admin's touch different rows: both go at once.
  await Promise.all([
    studentWork(app, sql, cookies.student, cs101.activity, cs201.activity),
    adminWork(app, cookies.admin, cs201.course, inCourse('MATH201').course),
  ]);
}

/** The student's two chats, three replies asked to the teacher, the CS201 chat submitted. */
async function studentWork(
  app: TestApp,
  sql: pg.Client,
  cookie: string,
  cs101Activity: string,
  cs201Activity: string,
) {
  await Promise.all([
    seedChat(app, FIXTURE_STUDENT, cs101Activity, 4),
    seedChat(app, FIXTURE_STUDENT, cs201Activity, 2),
  ]);
  const student = httpClient(app, { cookie });
  const { rows: replies } = await sql.query<{ id: string }>(
    `select m.id from messages m join conversations v on v.id = m.conversation_id
       join users u on u.id = v.student_id
      where u.email = $1 and v.activity_id = $2 and m.sender = 'assistant'
      order by m.created_at limit 3`,
    [FIXTURE_STUDENT, cs101Activity],
  );
  for (const { id } of replies) await student.student.questions.ask.mutate({ messageId: id });
  await student.student.chat.submit.mutate({ activityId: cs201Activity });
}

/** CS201 under pseudonymised review; CS201 and MATH201 in a term with another after it. */
async function adminWork(app: TestApp, cookie: string, cs201Course: string, math201Course: string) {
  const admin = httpClient(app, { cookie });
  await admin.admin.privacy.setPseudonymised.mutate({
    courseId: cs201Course,
    pseudonymised: true,
  });
  const autumn = await admin.admin.terms.create.mutate({
    name: 'Autumn 2026',
    code: 'AUT26',
    startDate: '2026-09-01',
    endDate: '2026-12-20',
  });
  await admin.admin.terms.create.mutate({
    name: 'Spring 2027',
    code: 'SPR27',
    startDate: '2027-01-10',
    endDate: '2027-05-30',
  });
  for (const course of [cs201Course, math201Course])
    await admin.admin.terms.setCourseTerm.mutate({ courseId: course, termId: autumn.id });
}
