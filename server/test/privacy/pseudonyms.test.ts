import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { pseudonymOf } from '../../src/services/pseudonyms/pseudonyms.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Pseudonymised review: in a course with it on, the teacher's responses, students,
 * questions, transcripts and CSV exports name students by stable pseudonyms only; one
 * student's name is revealed with a reason, and the reveal is audited.
 */
let app: TestApp;
type Who = 'admin' | 'maria' | 'james' | 'aisha';
const as = {} as Record<Who, Client>;
const em = () => app.db.orm.em.fork() as EntityManager;
let cs101: string;
let activityId: string;
const REAL = ['Aisha', 'Patel', 'aisha.patel@example.edu', 'Lucas', 'Moreau', 'lucas.moreau'];
const leaks = (payload: unknown) => {
  const text = JSON.stringify(payload);
  return REAL.filter((needle) => text.includes(needle));
};

beforeAll(async () => {
  app = await startTestApp();
  const emails: Record<Who, string> = {
    admin: 'dana.whitfield@example.edu',
    maria: 'maria.okafor@example.edu',
    james: 'james.chen@example.edu',
    aisha: 'aisha.patel@example.edu',
  };
  for (const [who, email] of Object.entries(emails) as [Who, string][]) {
    as[who] = httpClient(app, { cookie: (await signIn(app, email)).cookie });
  }
  cs101 = (await em().findOneOrFail(Course, { courseCode: 'CS101' })).id;
  activityId = (await em().findOneOrFail(Activity, { course: cs101 })).id;
  const conversation = await seedChat(app, emails.aisha, activityId, 1);
  await seedChat(app, 'lucas.moreau@example.edu', activityId, 1);
  const reply = await em().findOneOrFail(Message, { conversation, sender: 'assistant' });
  await as.aisha.student.questions.ask.mutate({ messageId: reply.id });
  await as.admin.admin.privacy.setPseudonymised.mutate({ courseId: cs101, pseudonymised: true });
});
afterAll(() => app.close());

describe('pseudonymised review', () => {
  it("gives the teacher's lists and exports pseudonyms, never a real name", async () => {
    const responses = await as.maria.teacher.responses.list.query({ courseId: cs101 });
    const students = await as.maria.teacher.students.list.query({ courseId: cs101 });
    const questions = await as.maria.teacher.questions.list.query({ status: 'open' });
    const filters = await as.maria.teacher.responses.filters.query();
    // Lucas is also in CS201, which is not pseudonymised: there he is an option by name,
    // and nothing ties it to his CS101 pseudonym.
    expect(leaks(filters)).toEqual(['Lucas', 'Moreau']);
    const options = filters.students.map((o) => o.name);
    expect(options).toContain('Lucas Moreau');
    expect(options.filter((n) => /^Student [0-9A-F]{6}$/.test(n)).length).toBeGreaterThan(1);
    const details = await as.maria.teacher.students.details.query({
      studentId: students[0]?.studentId ?? '',
      courseId: cs101,
    });
    const exports = [
      await as.maria.teacher.responses.export.query({ courseId: cs101 }),
      await as.maria.teacher.students.export.query({ courseId: cs101 }),
    ];
    for (const payload of [responses, students, questions, details, ...exports]) {
      expect(leaks(payload)).toEqual([]);
    }
    expect(
      responses.rows.map((r) => r.studentName).every((n) => /^Student [0-9A-F]{6}$/.test(n)),
    ).toBe(true);
    expect(questions[0]?.student.name).toMatch(/^Student [0-9A-F]{6}$/);
    // Stable: the same student has the same pseudonym everywhere in the course.
    const aishaHandle = questions[0]?.student.email ?? '';
    expect(responses.rows.map((r) => r.studentEmail)).toContain(aishaHandle);
    expect(students.map((s) => s.email)).toContain(aishaHandle);
    expect((await as.maria.teacher.responses.list.query({ courseId: cs101 })).rows).toEqual(
      responses.rows,
    );
  });

  it("names students in the activity's insights by pseudonym", async () => {
    const insights = as.maria.teacher.insights;
    // Replies that did not cover the question: the gaps list each with who asked.
    await em()
      .getConnection()
      .execute(
        `update messages set covered = false where sender = 'assistant' and conversation_id in
           (select id from conversations where activity_id = ?)`,
        [activityId],
      );
    const payloads = [
      await insights.overview.query({ activityId, utcOffsetMinutes: 0 }),
      await insights.topics.query({ activityId }),
      await insights.gaps.query({ activityId }),
      await insights.materialUse.query({ activityId }),
      await insights.feedback.query({ activityId }),
    ];
    for (const payload of payloads) expect(leaks(payload)).toEqual([]);
    // With review off, the same insights do name them (so the check above can fail).
    await as.admin.admin.privacy.setPseudonymised.mutate({ courseId: cs101, pseudonymised: false });
    const named = [
      await insights.topics.query({ activityId }),
      await insights.gaps.query({ activityId }),
    ];
    await as.admin.admin.privacy.setPseudonymised.mutate({ courseId: cs101, pseudonymised: true });
    expect(named.some((p) => leaks(p).length > 0)).toBe(true);
  });

  it('tells the teacher of questions and submissions by pseudonym', async () => {
    const reply = await em().findOneOrFail(Message, {
      conversation: { activity: activityId, student: { email: 'lucas.moreau@example.edu' } },
      sender: 'assistant',
    });
    const lucas = httpClient(app, {
      cookie: (await signIn(app, 'lucas.moreau@example.edu')).cookie,
    });
    await lucas.student.questions.ask.mutate({ messageId: reply.id });
    await lucas.student.chat.submit.mutate({ activityId });
    // Notifications are written as the events reach the teacher's node, among others (the
    // seeded material's being ready, some from before the course was pseudonymised): asked
    // until both of these are in.
    const newest = async () =>
      (await as.maria.me.notifications.list.query()).items
        .filter((n) => / submitted |^Question from /.test(n.title))
        .slice(0, 2);
    await expect
      .poll(async () => (await newest()).map((n) => n.title))
      .toEqual([
        expect.stringMatching(/^Student [0-9A-F]{6} submitted /),
        expect.stringMatching(/^Question from Student [0-9A-F]{6}$/),
      ]);
    expect(leaks(await newest())).toEqual([]);
  });

  it('opens a transcript by the pseudonymous handle only', async () => {
    const [question] = await as.maria.teacher.questions.list.query({ status: 'open' });
    const handle = question?.student.email ?? '';
    const transcript = await as.maria.teacher.transcript.query({
      activityId,
      studentEmail: handle,
    });
    expect(transcript.student).toMatchObject({ name: question?.student.name, email: handle });
    expect(leaks(transcript)).toEqual([]);
    // Trying real addresses cannot match a pseudonym to a person.
    const byEmail = await as.maria.teacher.transcript
      .query({ activityId, studentEmail: 'aisha.patel@example.edu' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(byEmail)).toBe(404);
  });

  it('reveals one name with a reason, and the admin sees the reveal', async () => {
    const [question] = await as.maria.teacher.questions.list.query({ status: 'open' });
    const handle = question?.student.email ?? '';
    const noReason = await as.maria.teacher.pseudonyms.reveal
      .mutate({ activityId, studentEmail: handle, reason: 'why' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(noReason)).toBe(400);
    const notHis = await as.james.teacher.pseudonyms.reveal
      .mutate({ activityId, studentEmail: handle, reason: 'I would like to know who this is' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(notHis)).toBe(404);
    const revealed = await as.maria.teacher.pseudonyms.reveal.mutate({
      activityId,
      studentEmail: handle,
      reason: 'The student asked for help in person',
    });
    expect(revealed).toEqual({ name: 'Aisha Patel', email: 'aisha.patel@example.edu' });
    const [entry] = (await as.admin.admin.audit.list.query({ filter: { action: 'name_revealed' } }))
      .rows;
    expect(entry).toMatchObject({
      actorName: 'Maria Okafor',
      subjectName: 'Aisha Patel',
      details: { reason: 'The student asked for help in person', pseudonym: handle },
    });
    // Everywhere else she keeps her pseudonym.
    expect(leaks(await as.maria.teacher.responses.list.query({ courseId: cs101 }))).toEqual([]);
  });

  it('gives one student unrelated pseudonyms in two courses of the same teacher', async () => {
    // Lucas is in CS101 and CS201, both Maria's.
    const cs201 = (await em().findOneOrFail(Course, { courseCode: 'CS201' })).id;
    await as.admin.admin.privacy.setPseudonymised.mutate({ courseId: cs201, pseudonymised: true });
    const lucas = await em().findOneOrFail(User, { email: 'lucas.moreau@example.edu' });
    const inCourse = async (courseId: string) => {
      const course = await em().findOneOrFail(Course, { id: courseId });
      const own = pseudonymOf(course.pseudonymSalt ?? '', lucas.id);
      const rows = await as.maria.teacher.students.list.query({ courseId });
      expect(rows.map((r) => [r.name, r.email])).toContainEqual([own.name, own.email]);
      return { own, rows };
    };
    const [first, second] = [await inCourse(cs101), await inCourse(cs201)];
    expect(first.own.name).not.toBe(second.own.name);
    expect(first.own.email).not.toBe(second.own.email);
    // Nor do ids link them: each course shows its own, never the real one.
    expect(first.own.id).not.toBe(second.own.id);
    const idsOf = (rows: { studentId: string }[]) => new Set(rows.map((r) => r.studentId));
    expect(idsOf(first.rows)).toContain(first.own.id);
    expect(idsOf(second.rows)).toContain(second.own.id);
    expect([...idsOf(first.rows)].filter((id) => idsOf(second.rows).has(id))).toEqual([]);
    // No pseudonym of one course is any student's in the other.
    const names = new Set(first.rows.map((r) => r.name));
    expect(second.rows.filter((r) => names.has(r.name))).toEqual([]);
    for (const payload of [first.rows, second.rows]) expect(leaks(payload)).toEqual([]);
    // A handle opens a transcript only in its own course.
    const cs201Activity = (await em().findOneOrFail(Activity, { course: cs201 })).id;
    await seedChat(app, 'lucas.moreau@example.edu', cs201Activity, 1);
    const own = await as.maria.teacher.transcript.query({
      activityId: cs201Activity,
      studentEmail: second.own.email,
    });
    expect(own.student).toMatchObject({ id: second.own.id, name: second.own.name });
    const foreign = await as.maria.teacher.transcript
      .query({ activityId: cs201Activity, studentEmail: first.own.email })
      .catch((e: unknown) => e);
    expect(httpStatusOf(foreign)).toBe(404);
    // Every teacher payload about either course, with ids or not, holds no real id.
    const payloads = [
      first.rows,
      second.rows,
      own,
      await as.maria.teacher.responses.list.query({}),
      await as.maria.teacher.responses.filters.query(),
      await as.maria.teacher.insights.gaps.query({ activityId: cs201Activity }),
      await as.maria.teacher.students.details.query({
        studentId: second.own.id,
        courseId: cs201,
      }),
    ];
    for (const payload of payloads) expect(JSON.stringify(payload)).not.toContain(lucas.id);
    // The filter takes the id shown, in its own course only; the real id names no one there.
    const byPseudonym = await as.maria.teacher.responses.list.query({ studentId: second.own.id });
    expect(byPseudonym.rows.map((r) => [r.courseId, r.studentId])).toEqual([
      [cs201, second.own.id],
    ]);
    const byRealId = await as.maria.teacher.responses.list.query({ studentId: lucas.id });
    expect(byRealId.rows).toEqual([]);
    const details = await as.maria.teacher.students.details
      .query({ studentId: lucas.id, courseId: cs201 })
      .catch((e: unknown) => e);
    expect(httpStatusOf(details)).toBe(404);
    const elsewhere = await as.maria.teacher.students.details
      .query({ studentId: second.own.id, courseId: cs101 })
      .catch((e: unknown) => e);
    expect(httpStatusOf(elsewhere)).toBe(404);
    await as.admin.admin.privacy.setPseudonymised.mutate({ courseId: cs201, pseudonymised: false });
  });

  it('shows real names again when the admin turns it off, and the same pseudonyms when back on', async () => {
    const before = (await as.maria.teacher.students.list.query({ courseId: cs101 })).map(
      (s) => s.email,
    );
    await as.admin.admin.privacy.setPseudonymised.mutate({ courseId: cs101, pseudonymised: false });
    const names = (await as.maria.teacher.students.list.query({ courseId: cs101 })).map(
      (s) => s.name,
    );
    expect(names).toContain('Aisha Patel');
    await as.admin.admin.privacy.setPseudonymised.mutate({ courseId: cs101, pseudonymised: true });
    expect(
      (await as.maria.teacher.students.list.query({ courseId: cs101 })).map((s) => s.email),
    ).toEqual(before);
  });
});
