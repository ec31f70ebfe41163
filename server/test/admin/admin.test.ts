import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Message } from '../../src/db/entities/message.ts';
import { Notification } from '../../src/db/entities/notification.ts';
import { httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startSignal } from '../support/subscriptions.ts';

let app: TestApp;
let admin: ReturnType<typeof httpClient>['admin'];
let adminCookie: string;
let teacherId: string;
/** The error a call fails with (a call that succeeds fails the test). */
async function fail(call: Promise<unknown>): Promise<Error> {
  const outcome = await call.then(
    () => undefined,
    (e: unknown) => e as Error,
  );
  if (!outcome) throw new Error('expected the call to fail');
  return outcome;
}

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = (await signIn(app, 'dana.whitfield@example.edu')).cookie;
  admin = httpClient(app, { cookie: adminCookie }).admin;
  teacherId = (await admin.teachers.list.query({ search: 'chen' }))[0]?.id ?? '';
});
afterAll(() => app.close());

const course = (patch: object = {}) => ({
  title: 'Organic Chemistry',
  courseCode: 'chem210',
  departmentCode: 'chem' as const,
  description: 'Structure and reactions of carbon compounds.',
  teacherId,
  startDate: '2026-09-01',
  endDate: '2027-01-31',
  maxStudents: 2,
  credits: 4,
  prerequisites: '',
  ...patch,
});

describe('courses', () => {
  it('adds a course (code upper-cased) and refuses a taken code with a clear message', async () => {
    await admin.courses.create.mutate(course());
    const [row] = await admin.courses.list.query({ search: 'organic' });
    expect(row).toMatchObject({
      courseCode: 'CHEM210',
      status: 'Active',
      enrolledCount: 0,
      prerequisites: null,
      teacher: { name: 'James Chen' },
    });
    const taken = await fail(admin.courses.create.mutate(course({ title: 'Another' })));
    expect(httpStatusOf(taken)).toBe(409);
    expect(taken.message).toBe('Course code CHEM210 is already taken.');
  });

  it("lists a course's activities, drafts and unanswered ones included, with who started them", async () => {
    const [cs101] = await admin.courses.list.query({ search: 'CS101' });
    const activities = await admin.courses.activities.query({ id: cs101?.id ?? '' });
    const titles = await app.db.orm.em
      .fork()
      .find(Activity, { course: cs101?.id ?? '' }, { orderBy: { createdAt: 'asc' } });
    expect(activities.map((a) => a.title)).toEqual(titles.map((a) => a.title));
    expect(activities.every((a) => a.students === 0 && a.submitted === 0)).toBe(true);
    const created = await admin.courses.create.mutate(course({ courseCode: 'EMPTY1' }));
    expect(await admin.courses.activities.query({ id: created.id })).toEqual([]);
    await admin.courses.remove.mutate({ id: created.id });
  });

  it.each([
    [{ maxStudents: 0 }, 'Max Students must be at least 1'],
    [{ credits: 0 }, 'Credits must be at least 1'],
    [{ endDate: '2026-08-01' }, 'End Date cannot be before Start Date'],
    [{ title: ' ' }, 'Course Title is required'],
    [{ departmentCode: 'astro' }, 'Choose a department'],
  ])('validates %o', async (patch, message) => {
    const error = await fail(
      admin.courses.create.mutate(course({ courseCode: 'X1', ...patch }) as never),
    );
    expect(httpStatusOf(error)).toBe(400);
    expect(error.message).toContain(message);
  });

  it('edits a course, shows Inactive after its end date, and deletes it with its impact counted first', async () => {
    const [row] = await admin.courses.list.query({ search: 'CHEM210' });
    const id = row?.id ?? '';
    const updated = await admin.courses.update.mutate({
      id,
      title: 'Organic Chemistry I',
      courseCode: 'CHEM210',
      departmentCode: 'chem',
      teacherId,
      maxStudents: 30,
    });
    expect(updated?.title).toBe('Organic Chemistry I');
    await app.db.orm.em
      .fork()
      .nativeUpdate(Course, { id }, { startDate: '2020-01-01', endDate: '2020-06-01' });
    expect((await admin.courses.list.query({ search: 'CHEM210' }))[0]?.status).toBe('Inactive');
    expect(await admin.courses.impact.query({ id })).toEqual({
      enrollments: 0,
      activities: 0,
      conversations: 0,
    });
    expect(await admin.courses.remove.mutate({ id })).toEqual({ title: 'Organic Chemistry I' });
  });
});

describe('teachers and students', () => {
  it('adds a teacher, refuses a taken email, and will not delete a teacher who owns courses', async () => {
    const { id } = await admin.teachers.create.mutate({
      firstName: 'Ruth',
      lastName: 'Adeyemi',
      email: 'Ruth.Adeyemi@Example.edu',
      departmentCode: 'bio',
    });
    const taken = await fail(
      admin.teachers.create.mutate({
        firstName: 'R',
        lastName: 'A',
        email: 'ruth.adeyemi@example.edu',
      }),
    );
    expect(taken.message).toBe('A user with the email ruth.adeyemi@example.edu already exists.');
    const maria = (await admin.teachers.list.query({ search: 'okafor' }))[0];
    const blocked = await fail(admin.teachers.remove.mutate({ id: maria?.id ?? '' }));
    expect(blocked.message).toBe(
      'Maria Okafor still teaches CS101 (Introduction to Programming) and CS201 (Data Structures and Algorithms). Assign those courses to another teacher first.',
    );
    await admin.teachers.update.mutate({
      id,
      firstName: 'Ruth',
      lastName: 'Adeyemi-Cole',
      departmentCode: 'chem',
    });
    expect(
      (await admin.teachers.list.query({ departmentCode: 'chem' })).map((t) => t.lastName),
    ).toContain('Adeyemi-Cole');
    expect(await admin.teachers.remove.mutate({ id })).toEqual({ name: 'Ruth Adeyemi-Cole' });
  });

  it('adds and edits a student (name split at the first space) and deletes them with what they had', async () => {
    const { id } = await admin.students.create.mutate({
      firstName: 'Mei',
      lastName: 'Tanaka',
      email: 'mei.tanaka@example.edu',
      address: '12 Elm St',
    });
    await admin.students.update.mutate({
      id,
      name: 'Mei Ling  Tanaka Ito',
      email: 'mei.tanaka@example.edu',
      phone: '+1 555 0100',
    });
    const [row] = await admin.students.list.query({ search: 'mei.tanaka' });
    expect(row).toMatchObject({
      firstName: 'Mei',
      lastName: 'Ling Tanaka Ito',
      phone: '+1 555 0100',
    });
    expect(await admin.students.impact.query({ id })).toEqual({ enrollments: 0, conversations: 0 });
    expect(await admin.students.remove.mutate({ id })).toEqual({ name: 'Mei Ling Tanaka Ito' });
  });
});

describe('enrollments', () => {
  it('enrolls a student, tells them, offers only others, refuses beyond Max Students, and removes', async () => {
    const { id: courseId } = await admin.courses.create.mutate(
      course({ courseCode: 'SMALL1', maxStudents: 1 }),
    );
    const candidates = await admin.enrollments.candidates.query({ courseId, search: 'emma' });
    const emma = candidates[0]?.id ?? '';
    await admin.enrollments.enroll.mutate({ courseId, studentId: emma });
    const list = await admin.enrollments.list.query({ courseId });
    expect(list.course).toMatchObject({ enrolledCount: 1, maxStudents: 1 });
    expect(list.students.map((s) => s.email)).toEqual(['emma.johansson@example.edu']);
    expect((await admin.enrollments.candidates.query({ courseId })).map((c) => c.id)).not.toContain(
      emma,
    );
    const noah =
      (await admin.enrollments.candidates.query({ courseId, search: 'noah' }))[0]?.id ?? '';
    const full = await fail(admin.enrollments.enroll.mutate({ courseId, studentId: noah }));
    expect(full.message).toBe('This course is full (1 of 1 places taken).');
    const note = await app.db.orm.em
      .fork()
      .findOne(Notification, { kind: 'enrollment', user: emma });
    expect(note?.title).toBe('You were enrolled in Organic Chemistry');
    await admin.enrollments.remove.mutate({ courseId, studentId: emma });
    expect((await admin.enrollments.list.query({ courseId })).students).toEqual([]);
  });
});

describe('dashboard, submissions and transcripts', () => {
  it('counts, lists recent activity, and updates live when a student responds', async () => {
    const before = await admin.dashboard.stats.query();
    expect(before).toMatchObject({ totalStudents: 6, responses30d: 0 });
    const recent = await admin.dashboard.recent.query();
    expect(recent.items.length).toBeLessThanOrEqual(4);
    for (const item of recent.items) {
      expect(item.message).toMatch(
        /^(New teacher .+ added|New course ".+" created|.+ asked (a question|\d+ questions) in ".+")$/,
      );
    }
    const times = recent.items.map((i) => i.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const ws = wsClient(app, { cookie: adminCookie });
    const changes: string[] = [];
    const submissions: string[] = [];
    const start1 = startSignal();
    const s1 = ws.trpc.admin.onChanges.subscribe(undefined, {
      onStarted: start1.onStarted,
      onData: (e) => changes.push(e.kind),
    });
    const start2 = startSignal();
    const s2 = ws.trpc.admin.onSubmissions.subscribe(undefined, {
      onStarted: start2.onStarted,
      onData: (e) => submissions.push(e.kind),
    });
    await Promise.all([start1.started, start2.started]);
    const cs101 = await app.db.orm.em
      .fork()
      .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
    await app.rag.enqueueIngestion(cs101.id);
    const aisha = httpClient(app, {
      cookie: (await signIn(app, 'aisha.patel@example.edu')).cookie,
    });
    await expect
      .poll(
        async () =>
          (await aisha.student.activities.byId.query({ activityId: cs101.id })).materialStatus,
        { timeout: 15_000 },
      )
      .toBe('ready');
    await aisha.student.chat.send.mutate({
      activityId: cs101.id,
      content: 'What is a linear search?',
    });
    await expect.poll(() => changes).toContain('responses');
    await expect.poll(() => submissions).toContain('message');
    expect((await admin.dashboard.stats.query()).responses30d).toBe(1);
    expect((await admin.dashboard.recent.query()).items[0]?.message).toBe(
      `Aisha Patel asked a question in "${cs101.title}"`,
    );
    // More questions in the same activity are the same response, and one line. The first
    // reply must have ended: a student has one reply at a time.
    await expect
      .poll(() =>
        app.db.orm.em.fork().count(Message, {
          conversation: { activity: cs101.id, student: { email: 'aisha.patel@example.edu' } },
          sender: 'assistant',
        }),
      )
      .toBe(1);
    await aisha.student.chat.send.mutate({ activityId: cs101.id, content: 'And binary search?' });
    expect((await admin.dashboard.stats.query()).responses30d).toBe(1);
    const lines = (await admin.dashboard.recent.query()).items.map((i) => i.message);
    expect(lines.filter((m) => m.startsWith('Aisha Patel'))).toEqual([
      `Aisha Patel asked 2 questions in "${cs101.title}"`,
    ]);

    const { rows, total } = await admin.submissions.list.query({ teacherId });
    expect(total).toBe(0);
    const all = await admin.submissions.list.query({});
    expect(all.rows[0]).toMatchObject({
      studentName: 'Aisha Patel',
      teacherName: 'Maria Okafor',
      activityTitle: cs101.title,
      completed: false,
    });
    void rows;
    const transcript = await admin.transcript.query({
      activityId: cs101.id,
      studentEmail: 'aisha.patel@example.edu',
    });
    expect(transcript.messages[0]?.content).toBe('What is a linear search?');
    s1.unsubscribe();
    s2.unsubscribe();
    ws.close();
  });

  it('refuses a teacher, a student and a signed-out caller', async () => {
    const teacher = httpClient(app, {
      cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie,
    });
    const student = httpClient(app, { cookie: (await signIn(app, 'noah.kim@example.edu')).cookie });
    expect(httpStatusOf(await fail(teacher.admin.courses.list.query({})))).toBe(403);
    expect(httpStatusOf(await fail(student.admin.students.remove.mutate({ id: teacherId })))).toBe(
      403,
    );
    expect(httpStatusOf(await fail(httpClient(app).admin.dashboard.stats.query()))).toBe(401);
  });
});
