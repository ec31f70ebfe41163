import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { CourseTeacher } from '../../src/db/entities/course-teacher.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { LtiContext } from '../../src/db/entities/lti-context.ts';
import { User } from '../../src/db/entities/user.ts';
import { httpClient } from '../support/clients.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { launch, registerDouble } from '../support/lti-launch.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lms: LmsPlatformDouble;
const em = () => app.db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp(process.env.LTI_DEBUG ? { LOG_LEVEL: 'warn' } : {});
  lms = await LmsPlatformDouble.start();
  await registerDouble(app, lms);
});
afterAll(async () => {
  await lms?.close();
  await app?.close();
});

const me = async (cookie: string) => {
  const res = await fetch(`${app.url}/trpc/me.get`, { headers: { cookie } });
  return res.json() as Promise<{
    result?: { data: { json?: { user: { email: string; role: string } } } };
  }>;
};

describe('an LTI launch', () => {
  it('publishes the tool keys as a JWKS', async () => {
    const res = await fetch(`${app.url}/lti/jwks`);
    const jwks = (await res.json()) as { keys: { kid: string; kty: string; d?: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]?.kty).toBe('RSA');
    expect(jwks.keys.some((k) => 'd' in k)).toBe(false);
  });

  it("creates the instructor's course on the first launch and signs them in for the frame", async () => {
    const hint = lms.prepare({
      sub: 'inst-1',
      roles: [ROLE.instructor],
      email: 'grace.hopper@lms.example',
      givenName: 'Grace',
      familyName: 'Hopper',
      contextId: 'ctx-bio',
    });
    const { res, location, browser } = await launch(app, lms, hint);
    expect(res.status).toBe(303);
    const context = await em().findOneOrFail(
      LtiContext,
      { contextId: 'ctx-bio' },
      { populate: ['course.teacher'] },
    );
    expect(context.course.title).toBe('Cell Biology');
    expect(context.course.teacher.email).toBe('grace.hopper@lms.example');
    expect(context.course.teacher.role).toBe('teacher');
    expect(location).toBe(`/activities?courseId=${context.course.id}`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tc_lti_session='));
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Partitioned/i);
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await me(browser.cookieHeader(app.url));
    expect(session.result?.data.json?.user.email ?? JSON.stringify(session)).toBe(
      'grace.hopper@lms.example',
    );
  });

  it('enrolls a learner in the linked course and lands them in it', async () => {
    const hint = lms.prepare({
      sub: 'learner-1',
      roles: [ROLE.learner],
      email: 'ada@lms.example',
      givenName: 'Ada',
      familyName: 'Byron',
      contextId: 'ctx-bio',
    });
    const { res, location } = await launch(app, lms, hint);
    expect(res.status).toBe(303);
    const student = await em().findOneOrFail(User, { email: 'ada@lms.example' });
    expect(student.role).toBe('student');
    expect(`${student.firstName} ${student.lastName}`).toBe('Ada Byron');
    const course = await em().findOneOrFail(Course, { title: 'Cell Biology' });
    expect(await em().count(Enrollment, { course: course.id, student: student.id })).toBe(1);
    expect(location).toBe(`/student_course/${course.courseCode}`);

    // The same person again: the same account, one enrollment.
    await launch(
      app,
      lms,
      lms.prepare({ sub: 'learner-1', roles: [ROLE.learner], contextId: 'ctx-bio' }),
    );
    expect(await em().count(User, { email: 'ada@lms.example' })).toBe(1);
    expect(await em().count(Enrollment, { course: course.id, student: student.id })).toBe(1);
  });

  it('makes a second instructor of the LMS course one of its teachers, beside its own', async () => {
    const course = await em().findOneOrFail(
      Course,
      { title: 'Cell Biology' },
      { populate: ['teacher'] },
    );
    // The instructor's launch reads the roster too: the LMS lists the learner of before.
    lms.members.set('ctx-bio', [
      { user_id: 'learner-1', roles: [ROLE.learner], email: 'ada@lms.example' },
    ]);
    const fork = em();
    const activity = fork.create(Activity, {
      course: course.id,
      title: 'Membranes chat',
      model: 'Mistral',
      contentCode: 'BIO-CO-1',
    });
    await fork.flush();
    const second = () =>
      launch(
        app,
        lms,
        lms.prepare({
          sub: 'inst-2',
          roles: [ROLE.instructor],
          email: 'katherine.johnson@lms.example',
          givenName: 'Katherine',
          familyName: 'Johnson',
          contextId: 'ctx-bio',
        }),
      );
    const { res, location, browser } = await second();
    expect(res.status).toBe(303);
    expect(location).toBe(`/activities?courseId=${course.id}`);
    const teacher = httpClient(app, { cookie: browser.cookieHeader(app.url) }).teacher;
    // The course is theirs to teach: listed, its activities and its students open to them.
    expect((await teacher.courses.list.query()).map((c) => c.id)).toEqual([course.id]);
    expect((await teacher.activities.byId.query({ activityId: activity.id })).title).toBe(
      'Membranes chat',
    );
    expect(
      (await teacher.students.list.query({ courseId: course.id })).map((s) => s.email),
    ).toContain('ada@lms.example');
    // Its own teacher stays its owner; launching again changes nothing.
    await second();
    const after = await em().findOneOrFail(Course, { id: course.id }, { populate: ['teacher'] });
    expect(after.teacher.email).toBe('grace.hopper@lms.example');
    expect(await em().count(CourseTeacher, { course: course.id })).toBe(1);
    // Another teacher's course stays closed to them.
    const cs101 = await em().findOneOrFail(Course, { courseCode: 'CS101' });
    await expect(teacher.lti.course.query({ courseId: cs101.id })).rejects.toThrow(/not found/i);
  });

  it('refuses a learner whose course no instructor has opened yet', async () => {
    const hint = lms.prepare({ sub: 'learner-2', roles: [ROLE.learner], contextId: 'ctx-new' });
    const { res } = await launch(app, lms, hint);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Your teacher has not opened TeachChat in this course yet.');
  });

  it('lets two first launches of one new person and LMS course at once both through', async () => {
    const spec = {
      sub: 'twin',
      roles: [ROLE.instructor],
      email: 'twin@lms.example',
      contextId: 'ctx-twin',
    };
    const [a, b] = await Promise.all([
      launch(app, lms, lms.prepare(spec)),
      launch(app, lms, lms.prepare(spec)),
    ]);
    expect([a.res.status, b.res.status]).toEqual([303, 303]);
    expect(await em().count(LtiContext, { contextId: 'ctx-twin' })).toBe(1);
    expect(await em().count(User, { email: 'twin@lms.example' })).toBe(1);
  });
});
