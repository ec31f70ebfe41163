import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { AuditEntry } from '../../src/db/entities/audit-entry.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { LtiContext } from '../../src/db/entities/lti-context.ts';
import { LtiScore } from '../../src/db/entities/lti-score.ts';
import { SubmissionFeedback } from '../../src/db/entities/submission-feedback.ts';
import { User } from '../../src/db/entities/user.ts';
import { linkContext, setPlatformRules } from '../../src/services/lti/platforms.ts';
import { type Client, httpClient } from '../support/clients.ts';
import { launch, postLaunch, registerDouble, startLaunch } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lms: LmsPlatformDouble;
let other: LmsPlatformDouble;
let teacher: Client['teacher'];
let activity: { id: string; courseId: string };
const em = () => app.db.orm.em.fork() as EntityManager;
const LEARNER = ROLE.learner;

beforeAll(async () => {
  app = await startTestApp({
    // Grade passback looks for scores to send every 200 ms, and retries a refused one after
    // a second or two, rather than every 5 s and after 5 to 10 s.
    LTI_SYNC_MS: '200',
    LTI_RETRY_DELAY_SECONDS: '1',
    ...(process.env.LTI_DEBUG ? { LOG_LEVEL: 'warn' } : {}),
  });
  lms = await LmsPlatformDouble.start();
  other = await LmsPlatformDouble.start();
  const platform = await registerDouble(app, lms);
  await registerDouble(app, other);
  await setPlatformRules(em(), platform.id, { linkByEmail: true });
  const found = await em().findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  activity = { id: found.id, courseId: found.course.id };
  await linkContext(em(), {
    platformId: platform.id,
    contextId: 'lms-cs101',
    courseId: activity.courseId,
  });
  teacher = httpClient(app, {
    cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie,
  }).teacher;
  // The instructor places the link: it opens the activity and has a grade column.
  await launch(
    app,
    lms,
    lms.prepare({
      sub: 'lms-maria',
      roles: [ROLE.instructor],
      email: 'maria.okafor@example.edu',
      contextId: 'lms-cs101',
      resourceLinkId: 'week-3',
      custom: { teachchat_activity: activity.id },
    }),
  );
  // That launch reads the roster in the background: let it finish first.
  for (let i = 0; i < 100; i++) {
    if ((await em().findOne(LtiContext, { contextId: 'lms-cs101' }))?.lastSync) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await other?.close();
  await lms?.close();
  await app?.close();
});

const enrolled = async (email: string) =>
  em().count(Enrollment, { course: activity.courseId, student: { email } });

describe('roster sync (NRPS)', () => {
  it('enrolls the LMS course’s active learners and unenrolls those gone, keeping local students', async () => {
    // A learner who came by launch earlier, and has since left the LMS course.
    await launch(
      app,
      lms,
      lms.prepare({
        sub: 'gone',
        roles: [LEARNER],
        email: 'gone@lms.example',
        contextId: 'lms-cs101',
      }),
    );
    expect(await enrolled('gone@lms.example')).toBe(1);
    const localStudents = await em().count(Enrollment, { course: activity.courseId });

    lms.members.set('lms-cs101', [
      {
        user_id: 'new-1',
        roles: [LEARNER],
        email: 'lin@lms.example',
        given_name: 'Lin',
        family_name: 'Wu',
        status: 'Active',
      },
      { user_id: 'new-2', roles: [LEARNER], email: 'inactive@lms.example', status: 'Inactive' },
      { user_id: 'lms-maria', roles: [ROLE.instructor], email: 'maria.okafor@example.edu' },
    ]);
    const [summary] = await teacher.lti.syncRoster.mutate({ courseId: activity.courseId });
    expect(summary).toMatchObject({
      learners: 1,
      added: 1,
      enrolled: 1,
      unenrolled: 1,
      alreadyEnrolled: 0,
      skipped: [],
    });
    expect(await enrolled('lin@lms.example')).toBe(1);
    expect(await enrolled('inactive@lms.example')).toBe(0);
    expect(await enrolled('gone@lms.example')).toBe(0);
    // Students enrolled in TeachChat itself stay: one gone, one come.
    expect(await em().count(Enrollment, { course: activity.courseId })).toBe(localStudents);
    const gone = await em().findOneOrFail(User, { email: 'gone@lms.example' });
    expect(gone.role).toBe('student');
    // The sync changed who is in the course: one audit entry by the teacher who asked.
    const synced = await em().find(AuditEntry, { action: 'lms_roster_synced' });
    expect(synced).toEqual([
      expect.objectContaining({
        actorName: 'Maria Okafor',
        resourceId: activity.courseId,
        details: expect.objectContaining({ added: 1, enrolled: 1, unenrolled: 1 }),
      }),
    ]);

    const token = lms.received.find((r) => r.path === '/token');
    const form = new URLSearchParams(token?.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('scope')).toContain('contextmembership.readonly');
    const roster = lms.received.find((r) => r.path === '/nrps/lms-cs101');
    expect(roster?.headers.authorization).toMatch(/^Bearer /);
  });

  it('skips an LMS learner whose email a local account uses when linking is off, and says so', async () => {
    const lmsPlatform = await em()
      .getConnection()
      .execute<{ id: string }[]>('select id from lti_platforms where issuer = ?', [lms.issuer]);
    await setPlatformRules(em(), lmsPlatform[0]?.id ?? '', { linkByEmail: false });
    lms.members.set('lms-cs101', [
      { user_id: 'new-1', roles: [LEARNER], email: 'lin@lms.example' },
      {
        user_id: 'local-omar',
        roles: [LEARNER],
        email: 'omar.haddad@example.edu',
        name: 'Omar Haddad',
      },
    ]);
    const [summary] = await teacher.lti.syncRoster.mutate({ courseId: activity.courseId });
    expect(summary?.skipped).toEqual([
      { name: 'Omar Haddad', reason: expect.stringContaining('already uses your email') },
    ]);
    expect(summary?.alreadyEnrolled).toBe(1);
    await setPlatformRules(em(), lmsPlatform[0]?.id ?? '', { linkByEmail: true });
  });
});

async function releasedScore(email: string, score: number) {
  const fork = em();
  const student = await fork.findOneOrFail(User, { email });
  const conversation = fork.create(Conversation, {
    activity: activity.id,
    student,
    status: 'completed',
    submittedAt: new Date(),
  });
  fork.create(SubmissionFeedback, {
    conversation,
    comment: 'Well argued.',
    score,
    releasedAt: new Date(),
  });
  await fork.flush();
  return student;
}

describe('grade passback (AGS)', () => {
  it('posts a released score to the link’s line item, with the LMS user id', async () => {
    await releasedScore('lin@lms.example', 87);
    await expect.poll(() => lms.scores.length, { timeout: 20_000 }).toBe(1);
    expect(lms.scores[0]).toMatchObject({
      lineItem: `${lms.issuer}/ags/lms-cs101/lineitems/week-3`,
      score: {
        userId: 'new-1',
        scoreGiven: 87,
        scoreMaximum: 100,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      },
    });
    const scoreRequest = lms.received.find((r) => r.path.endsWith('/scores'));
    expect(scoreRequest?.headers['content-type']).toBe('application/vnd.ims.lis.v1.score+json');
    await expect
      .poll(async () => (await teacher.lti.scores.query({ activityId: activity.id }))[0])
      .toMatchObject({ status: 'sent', studentName: 'Lin Wu', score: 87, error: null });
    // Under pseudonymised review the teacher reads the same row by pseudonym and course id.
    const admin = httpClient(app, {
      cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
    }).admin;
    const pseudonymised = (on: boolean) =>
      admin.privacy.setPseudonymised.mutate({ courseId: activity.courseId, pseudonymised: on });
    await pseudonymised(true);
    const lin = await em().findOneOrFail(User, { email: 'lin@lms.example' });
    const [masked] = await teacher.lti.scores.query({ activityId: activity.id });
    await pseudonymised(false);
    expect(masked).toMatchObject({ studentName: expect.stringMatching(/^Student [0-9A-F]{6}$/) });
    expect(JSON.stringify(masked)).not.toContain(lin.id);
    expect(JSON.stringify(masked)).not.toContain('Lin Wu');
  });

  it('retries through the job queue when the LMS fails, and shows the teacher the failure meanwhile', async () => {
    lms.failScores = 1;
    await launch(
      app,
      lms,
      lms.prepare({
        sub: 'retry-1',
        roles: [LEARNER],
        email: 'retry@lms.example',
        contextId: 'lms-cs101',
      }),
    );
    const student = await releasedScore('retry@lms.example', 64);
    const statusOf = async () =>
      (await teacher.lti.scores.query({ activityId: activity.id })).find(
        (s) => s.studentId === student.id,
      );
    await expect
      .poll(async () => (await statusOf())?.error, { timeout: 20_000 })
      .toBe('The LMS answered 503.');
    await expect.poll(async () => (await statusOf())?.status, { timeout: 40_000 }).toBe('sent');
    expect(lms.scores.some((s) => s.score.userId === 'retry-1' && s.score.scoreGiven === 64)).toBe(
      true,
    );
  });

  it("never sends a platform's token to a line item on another host (another tool's or LMS's)", async () => {
    // Another LMS's launch names a grade column on the first LMS.
    await launch(
      app,
      other,
      other.prepare({
        sub: 'o-teacher',
        roles: [ROLE.instructor],
        email: 'o-teacher@lms.example',
        contextId: 'o-ctx',
      }),
    );
    const hint = other.prepare({
      sub: 'o-learner',
      roles: [LEARNER],
      email: 'o-learner@lms.example',
      contextId: 'o-ctx',
      resourceLinkId: 'o-link',
    });
    const { browser, auth, state, nonce } = await startLaunch(app, other, hint);
    const claims = other.claims(hint, nonce, auth.searchParams.get('redirect_uri') ?? '');
    claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
      scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
      lineitem: `${lms.issuer}/ags/lms-cs101/lineitems/week-3`,
    };
    expect((await postLaunch(browser, app, await other.sign(claims), state)).status).toBe(303);
    // Its link opens the same activity only if its course has it: point it there directly.
    await em()
      .getConnection()
      .execute(`update lti_resource_links set activity_id = ? where resource_link_id = 'o-link'`, [
        activity.id,
      ]);
    const before = lms.received.length;
    const student = await releasedScore('o-learner@lms.example', 99);
    await expect
      .poll(
        async () =>
          (await em().findOne(LtiScore, { feedback: { conversation: { student: student.id } } }))
            ?.error,
        { timeout: 20_000 },
      )
      .toBe('The grade column is not on this LMS.');
    expect(lms.received.slice(before).some((r) => r.path.includes('/ags/'))).toBe(false);
    expect(lms.scores.some((s) => s.score.scoreGiven === 99)).toBe(false);
  });
});
