import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConversation } from '../../src/chat/conversations.ts';
import { Activity } from '../../src/db/entities/activity.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { User } from '../../src/db/entities/user.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let sofia: ReturnType<typeof httpClient>;
beforeAll(async () => {
  app = await startTestApp();
  sofia = httpClient(app, { cookie: (await signIn(app, 'sofia.ramirez@example.edu')).cookie });
  // Sofia (CS101 and MATH201) has submitted the MATH201 activity.
  const em = app.db.orm.em.fork() as EntityManager;
  const student = await em.findOneOrFail(User, { email: 'sofia.ramirez@example.edu' });
  const math = await em.findOneOrFail(Activity, { course: { courseCode: 'MATH201' } });
  const conversation = await ensureConversation(em, math.id, student.id);
  await em.nativeUpdate(
    Conversation,
    { id: conversation.id },
    { status: 'completed', submittedAt: new Date() },
  );
});
afterAll(() => app.close());

describe('numbers on the student screens are real', () => {
  it('dashboard: courses, pending activities, next deadline, average progress, three earliest due', async () => {
    const d = await sofia.student.dashboard.query();
    expect(d.fullName).toBe('Sofia Ramirez');
    expect(d.totalCourses).toBe(2);
    expect(d.pendingActivities).toBe(1);
    expect(d.averageProgress).toBe(50); // MATH201 100%, CS101 0%
    expect(d.recentActivities.map((a) => a.courseCode)).toEqual(['CS101']);
    expect(d.nextDeadline).toEqual(d.recentActivities[0]?.dueDate);
  });

  it('courses: counts and progress per course, and one course by its code', async () => {
    const courses = await sofia.student.courses.list.query();
    const math = courses.find((c) => c.courseCode === 'MATH201');
    expect(math).toMatchObject({
      enrolledCount: 4,
      activityCount: 1,
      completedCount: 1,
      progress: 100,
    });
    const page = await sofia.student.courses.byCode.query({ courseCode: 'math201' });
    expect(page.course.instructor).toEqual({ name: 'James Chen', email: 'james.chen@example.edu' });
    expect(page.activities.map((a) => a.status)).toEqual(['completed']);
    expect(
      httpStatusOf(
        await sofia.student.courses.byCode.query({ courseCode: 'CS201' }).catch((e: unknown) => e),
      ),
    ).toBe(404);
  });

  it('profile: activity progress, overall completion, and editable skills', async () => {
    const p = await sofia.student.profile.get.query();
    expect(p).toMatchObject({
      enrolledCourses: 2,
      completedActivities: 1,
      totalActivities: 2,
      overallCompletion: 50,
    });
    expect(
      (
        await sofia.student.profile.updateSkills.mutate({
          skills: ['Statistics', ' Python ', 'Statistics'],
        })
      ).skills,
    ).toEqual(['Statistics', 'Python']);
    expect((await sofia.student.profile.get.query()).skills).toEqual(['Statistics', 'Python']);
    const bad = await sofia.student.profile.updateSkills
      .mutate({ skills: ['x'.repeat(41)] })
      .catch((e: unknown) => e);
    expect(httpStatusOf(bad)).toBe(400);
  });
});
