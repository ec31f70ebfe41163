import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { materialSettled } from '../support/activities.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Start next term: a term's courses are copied into the next with their teaching (drafts,
 * material by the same bytes, instructions, protected answers, notes), dates moved by the
 * terms' offset, and none of the students or their work; a second run copies nothing.
 */
let app: TestApp;
let admin: Client;
let maria: Client;
const em = () => app.db.orm.em.fork() as EntityManager;
const terms = { fall: '', spring: '' };
let cs101: string;
let cs201: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = httpClient(app, { cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie });
  maria = httpClient(app, { cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie });
  for (const a of await em().find(Activity, {})) await materialSettled(app, a.id);
  cs101 = (await em().findOneOrFail(Course, { courseCode: 'CS101' })).id;
  cs201 = (await em().findOneOrFail(Course, { courseCode: 'CS201' })).id;
  // CS101's activity gets everything a teacher writes, and a student's work.
  const work = em();
  const activity = await work.findOneOrFail(Activity, { course: cs101 });
  activity.studentInstructions = 'Read chapter 2 first.';
  activity.assistantInstructions = 'Answer like a patient tutor.';
  activity.answerKeys = ['O(n log n)'];
  activity.startDate = new Date('2026-10-01T09:00:00Z');
  activity.endDate = new Date('2026-10-15T17:00:00Z');
  activity.status = 'published';
  await work.flush();
  await maria.teacher.notes.create.mutate({
    activityId: activity.id,
    title: 'Merge sort',
    text: 'Merge sort splits the list in halves and merges them in order.',
  });
  await materialSettled(app, activity.id);
  await seedChat(app, 'aisha.patel@example.edu', activity.id, 1);
});
afterAll(() => app.close());

describe('terms', () => {
  it('makes terms and puts courses in them', async () => {
    terms.fall = (
      await admin.admin.terms.create.mutate({
        name: 'Fall 2026',
        code: 'f26',
        startDate: '2026-09-01',
        endDate: '2027-01-31',
      })
    ).id;
    terms.spring = (
      await admin.admin.terms.create.mutate({
        name: 'Spring 2027',
        code: 'S27',
        startDate: '2027-02-01',
        endDate: '2027-06-30',
      })
    ).id;
    const again = await admin.admin.terms.create
      .mutate({ name: 'Fall 2026', code: 'X', startDate: '2026-09-01', endDate: '2026-12-01' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(again)).toBe(409);
    for (const courseId of [cs101, cs201]) {
      await admin.admin.terms.setCourseTerm.mutate({ courseId, termId: terms.fall });
    }
    expect((await admin.admin.terms.list.query()).map((t) => [t.code, t.courses])).toEqual([
      ['S27', 0],
      ['F26', 2],
    ]);
  });
});

describe('start next term', () => {
  it('previews each course with its new code, dates and what goes along', async () => {
    const plan = await admin.admin.terms.preview.query({
      fromTermId: terms.fall,
      toTermId: terms.spring,
    });
    expect(plan.offsetDays).toBe(153);
    const counts = async (course: string) => [
      await em().count(Activity, { course }),
      await em().count(ActivityFile, { activity: { course } }),
    ];
    expect(plan.rows.map((r) => [r.newCode, r.activities, r.files, r.problem])).toEqual([
      ['CS101-S27', ...(await counts(cs101)), null],
      ['CS201-S27', ...(await counts(cs201)), null],
    ]);
    // The preview changed nothing.
    expect(await em().count(Course, {})).toBe(3);
  });

  it("copies the teaching, not the students or their work, and indexes the copy's material", async () => {
    const done = await admin.admin.terms.rollover.mutate({
      fromTermId: terms.fall,
      toTermId: terms.spring,
    });
    expect(done.created.map((c) => c.courseCode)).toEqual(['CS101-S27', 'CS201-S27']);
    const copy = await em().findOneOrFail(
      Course,
      { courseCode: 'CS101-S27' },
      { populate: ['teacher', 'term', 'rolledFrom'] },
    );
    expect(copy).toMatchObject({
      startDate: expect.any(String),
      term: { id: terms.spring },
      rolledFrom: { id: cs101 },
    });
    const source = await em().findOneOrFail(Course, { id: cs101 });
    expect(copy.teacher.id).toBe(source.teacher.id);
    expect(await em().count(Enrollment, { course: copy.id })).toBe(0);
    expect(await em().count(Enrollment, { course: cs101 })).toBeGreaterThan(0);

    const [original] = await em().find(Activity, { course: cs101 });
    const [copied] = await em().find(Activity, { course: copy.id });
    expect(copied).toMatchObject({
      title: original?.title,
      status: 'draft',
      studentInstructions: 'Read chapter 2 first.',
      assistantInstructions: 'Answer like a patient tutor.',
      answerKeys: ['O(n log n)'],
      startDate: new Date('2027-03-03T09:00:00Z'),
      endDate: new Date('2027-03-17T17:00:00Z'),
    });
    expect(copied?.contentCode).toMatch(/^CS101-S27/);
    expect(await em().count(Conversation, { activity: copied?.id ?? '' })).toBe(0);

    const filesOf = async (activityId: string) =>
      (
        await em().find(ActivityFile, { activity: activityId }, { orderBy: { createdAt: 'asc' } })
      ).map((f) => [f.originalName, f.kind, f.sha256, f.sizeBytes]);
    expect(await filesOf(copied?.id ?? '')).toEqual(await filesOf(original?.id ?? ''));
    expect((await filesOf(copied?.id ?? '')).some(([, kind]) => kind === 'note')).toBe(true);
    // The job queue indexes the copy: its material turns ready and it can be previewed.
    await materialSettled(app, copied?.id ?? '');
    expect((await em().findOneOrFail(Activity, { id: copied?.id ?? '' })).materialStatus).toBe(
      'ready',
    );
  });

  it('copies nothing twice', async () => {
    const again = await admin.admin.terms.rollover.mutate({
      fromTermId: terms.fall,
      toTermId: terms.spring,
    });
    expect(again.created).toEqual([]);
    expect(again.skipped.map((s) => s.problem)).toEqual([
      'Already copied into Spring 2027.',
      'Already copied into Spring 2027.',
    ]);
    expect(await em().count(Course, {})).toBe(5);
  });

  it("says why a course cannot go in the reader's language", async () => {
    await admin.me.setLanguage.mutate({ locale: 'fr' });
    try {
      const pair = { fromTermId: terms.fall, toTermId: terms.spring };
      const plan = await admin.admin.terms.preview.query(pair);
      expect(plan.rows.map((r) => r.problem)).toEqual([
        'Déjà copié dans Spring 2027.',
        'Déjà copié dans Spring 2027.',
      ]);
      const again = await admin.admin.terms.rollover.mutate(pair);
      expect(again.skipped.map((s) => s.problem)).toEqual([
        'Déjà copié dans Spring 2027.',
        'Déjà copié dans Spring 2027.',
      ]);
    } finally {
      await admin.me.setLanguage.mutate({ locale: null });
    }
  });

  it('is for admins only', async () => {
    const refused = await maria.admin.terms.list.query().catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(403);
  });
});

describe('start next term for one course', () => {
  let james: Client;
  let math201: string;
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    return [httpStatusOf(error), (error as Error | null)?.message];
  };

  beforeAll(async () => {
    james = httpClient(app, { cookie: (await signIn(app, 'james.chen@example.edu')).cookie });
    math201 = (await em().findOneOrFail(Course, { courseCode: 'MATH201' })).id;
  });

  it('needs the course to be in a term, and a term after it', async () => {
    expect(await refusal(james.teacher.courses.nextTerm.query({ courseId: math201 }))).toEqual([
      400,
      'This course is in no term yet: an admin puts it in one in Admin → Terms.',
    ]);
    const copy = await em().findOneOrFail(Course, { courseCode: 'CS101-S27' });
    expect(await refusal(admin.admin.terms.nextTerm.query({ courseId: copy.id }))).toEqual([
      400,
      'No term starts after Spring 2027 yet: an admin adds it in Admin → Terms.',
    ]);
  });

  it('lets the teacher copy their own course into the next term, as drafts', async () => {
    await admin.admin.terms.setCourseTerm.mutate({ courseId: math201, termId: terms.fall });
    const plan = await james.teacher.courses.nextTerm.query({ courseId: math201 });
    expect(plan).toMatchObject({
      from: { name: 'Fall 2026' },
      to: { name: 'Spring 2027' },
      course: { courseCode: 'MATH201', newCode: 'MATH201-S27', activities: 1, problem: null },
    });
    // Another teacher's course answers as a missing one.
    expect((await refusal(maria.teacher.courses.nextTerm.query({ courseId: math201 })))[0]).toBe(
      404,
    );
    expect(
      (await refusal(maria.teacher.courses.startNextTerm.mutate({ courseId: math201 })))[0],
    ).toBe(404);

    const copy = await james.teacher.courses.startNextTerm.mutate({ courseId: math201 });
    expect(copy.courseCode).toBe('MATH201-S27');
    const courses = await james.teacher.courses.list.query();
    expect(courses.map((c) => c.courseCode)).toContain('MATH201-S27');
    const activities = await james.teacher.courses.activities.query({ courseId: copy.courseId });
    expect(activities.map((a) => a.status)).toEqual(['draft']);
    expect(await em().count(Enrollment, { course: copy.courseId })).toBe(0);
    for (const a of await em().find(Activity, { course: copy.courseId })) {
      await materialSettled(app, a.id);
    }

    // Once only: the plan and the button say why.
    expect((await james.teacher.courses.nextTerm.query({ courseId: math201 })).course.problem).toBe(
      'Already copied into Spring 2027.',
    );
    expect(
      await refusal(james.teacher.courses.startNextTerm.mutate({ courseId: math201 })),
    ).toEqual([409, 'Already copied into Spring 2027.']);
  });

  it('lets the admin do the same for any course', async () => {
    expect(await refusal(admin.admin.terms.startNextTerm.mutate({ courseId: math201 }))).toEqual([
      409,
      'Already copied into Spring 2027.',
    ]);
    const refused = await refusal(maria.admin.terms.startNextTerm.mutate({ courseId: math201 }));
    expect(refused[0]).toBe(403);
  });

  it("tells a teacher why in their language, on the plan and the button's refusal", async () => {
    await james.me.setLanguage.mutate({ locale: 'de' });
    try {
      const plan = await james.teacher.courses.nextTerm.query({ courseId: math201 });
      expect(plan.course.problem).toBe('Bereits nach Spring 2027 kopiert.');
      expect(
        await refusal(james.teacher.courses.startNextTerm.mutate({ courseId: math201 })),
      ).toEqual([409, 'Bereits nach Spring 2027 kopiert.']);
    } finally {
      await james.me.setLanguage.mutate({ locale: null });
    }
    await admin.me.setLanguage.mutate({ locale: 'es' });
    try {
      expect(await refusal(admin.admin.terms.startNextTerm.mutate({ courseId: math201 }))).toEqual([
        409,
        'Ya se copió en Spring 2027.',
      ]);
    } finally {
      await admin.me.setLanguage.mutate({ locale: null });
    }
  });
});
