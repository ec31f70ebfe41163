import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { User } from '../../src/db/entities/user.ts';
import { materialSettled } from '../support/activities.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Archiving an ended course: it stays readable by its teacher and admins, leaves students'
 * lists and dashboards, and no one (nor any path of the app) can change it.
 */
let app: TestApp;
type Who = 'admin' | 'maria' | 'lucas';
const as = {} as Record<Who, Client>;
const em = () => app.db.orm.em.fork() as EntityManager;
let cs201: string;
let activityId: string;
const status = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200, message: '' }),
    (e: unknown) => ({ status: httpStatusOf(e), message: (e as Error).message }),
  );

beforeAll(async () => {
  app = await startTestApp();
  const emails: Record<Who, string> = {
    admin: 'dana.whitfield@example.edu',
    maria: 'maria.okafor@example.edu',
    lucas: 'lucas.moreau@example.edu',
  };
  for (const [who, email] of Object.entries(emails) as [Who, string][]) {
    as[who] = httpClient(app, { cookie: (await signIn(app, email)).cookie });
  }
  for (const a of await em().find(Activity, {})) await materialSettled(app, a.id);
  cs201 = (await em().findOneOrFail(Course, { courseCode: 'CS201' })).id;
  activityId = (await em().findOneOrFail(Activity, { course: cs201 })).id;
  await seedChat(app, emails.lucas, activityId, 1);
});
afterAll(() => app.close());

describe('archiving', () => {
  it('refuses a course that has not ended', async () => {
    expect(await status(as.admin.admin.terms.archiveCourse.mutate({ courseId: cs201 }))).toEqual({
      status: 400,
      message: 'Only a course that has ended can be archived.',
    });
  });

  it("archives an ended course: gone from students' lists, readable by its teacher", async () => {
    await em()
      .getConnection()
      .execute(
        `update courses set start_date = '2025-09-01', end_date = '2026-01-31' where id = ?`,
        [cs201],
      );
    expect((await as.lucas.student.courses.list.query()).map((c) => c.courseCode)).toContain(
      'CS201',
    );
    const before = await as.admin.admin.dashboard.stats.query();
    await as.admin.admin.terms.archiveCourse.mutate({ courseId: cs201 });
    // The dashboard counts it apart from the courses in use.
    expect(await as.admin.admin.dashboard.stats.query()).toMatchObject({
      totalCourses: before.totalCourses - 1,
      archivedCourses: before.archivedCourses + 1,
    });

    expect((await as.lucas.student.courses.list.query()).map((c) => c.courseCode)).not.toContain(
      'CS201',
    );
    expect((await as.lucas.student.activities.list.query()).map((a) => a.id)).not.toContain(
      activityId,
    );
    expect(
      (await status(as.lucas.student.courses.byCode.query({ courseCode: 'CS201' }))).status,
    ).toBe(404);

    const transcript = await as.maria.teacher.transcript.query({
      activityId,
      studentEmail: 'lucas.moreau@example.edu',
    });
    expect(transcript.messages.map((m) => m.content)).toEqual(['Question 1', 'Answer 1']);
    expect((await as.admin.admin.courses.list.query({ search: 'CS201' })).length).toBe(1);
  });

  it('refuses every change, from any path', async () => {
    const refused = {
      status: 409,
      message: 'This course is archived: it can be read but not changed.',
    };
    expect(
      await status(
        as.maria.teacher.notes.create.mutate({ activityId, title: 'Late', text: 'A late note.' }),
      ),
    ).toEqual(refused);
    const noah = await em().findOneOrFail(User, { email: 'noah.kim@example.edu' });
    const enrolled = await status(
      as.admin.admin.enrollments.enroll.mutate({ courseId: cs201, studentId: noah.id }),
    );
    expect(enrolled.status).toBe(409);
    // Below the app: the database itself refuses.
    await expect(
      em()
        .getConnection()
        .execute(`update activities set title = 'Changed' where id = ?`, [activityId]),
    ).rejects.toThrow(/archived/);
    await expect(
      em()
        .getConnection()
        .execute(
          `insert into messages (id, conversation_id, sender, content, created_at)
         select gen_random_uuid(), id, 'user', 'late', now() from conversations where activity_id = ?`,
          [activityId],
        ),
    ).rejects.toThrow(/archived/);
    expect((await em().findOneOrFail(Activity, { id: activityId })).title).not.toBe('Changed');
  });

  it('can be restored, and deleting it still takes everything', async () => {
    await as.admin.admin.terms.restoreCourse.mutate({ courseId: cs201 });
    expect((await as.lucas.student.courses.list.query()).map((c) => c.courseCode)).toContain(
      'CS201',
    );
    const before = await as.admin.admin.dashboard.stats.query();
    await as.admin.admin.terms.archiveCourse.mutate({ courseId: cs201 });
    // The dashboard counts it apart from the courses in use.
    expect(await as.admin.admin.dashboard.stats.query()).toMatchObject({
      totalCourses: before.totalCourses - 1,
      archivedCourses: before.archivedCourses + 1,
    });
    await as.admin.admin.courses.remove.mutate({ id: cs201 });
    expect(await em().count(Activity, { course: cs201 })).toBe(0);
  });
});
