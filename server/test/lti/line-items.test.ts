import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { LtiContext } from '../../src/db/entities/lti-context.ts';
import { LtiLineItem } from '../../src/db/entities/lti-line-item.ts';
import { Message } from '../../src/db/entities/message.ts';
import { SubmissionFeedback } from '../../src/db/entities/submission-feedback.ts';
import { User } from '../../src/db/entities/user.ts';
import { type Client, httpClient } from '../support/clients.ts';
import { launch, registerDouble } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// AGS line item management: the tool makes an activity's grade column in the LMS course
// itself, finds it again instead of making a second, follows the activity's title, and
// retries (visibly) when the LMS fails.
let app: TestApp;
let lms: LmsPlatformDouble;
let picker: string;
let cookie: string;
let teacher: Client['teacher'];
let admin: Client['admin'];
const em = () => app.db.orm.em.fork() as EntityManager;
const CONTEXT = 'li-ctx';
const LINE_ITEMS = `/ags/${CONTEXT}/lineitems`;

beforeAll(async () => {
  // Grade passback looks for what to send every 200 ms, and retries what the LMS refused
  // after a second or two, rather than every 5 s and after 5 to 10 s.
  app = await startTestApp({ LTI_SYNC_MS: '200', LTI_RETRY_DELAY_SECONDS: '1' });
  lms = await LmsPlatformDouble.start();
  await registerDouble(app, lms);
  const placed = await launch(
    app,
    lms,
    lms.prepare({
      sub: 'li-teacher',
      roles: [ROLE.instructor],
      email: 'li-teacher@lms.example',
      contextId: CONTEXT,
      messageType: 'LtiDeepLinkingRequest',
    }),
  );
  picker = new URL(placed.location, app.url).searchParams.get('request') ?? '';
  cookie = placed.browser.cookieHeader(app.url);
  teacher = httpClient(app, {
    cookie: (await signIn(app, 'li-teacher@lms.example')).cookie,
  }).teacher;
  admin = httpClient(app, {
    cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
  }).admin;
});
afterAll(async () => {
  await lms?.close();
  await app?.close();
});

/** The teacher picks (or makes) an activity in the picker, graded; returns the item sent. */
async function place(choice: Record<string, string>) {
  const res = await fetch(`${app.url}/lti/deep-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url, cookie },
    body: new URLSearchParams({ request: picker, graded: '1', ...choice }),
  });
  expect(res.status).toBe(200);
  const jwt = /name="JWT" value="([^"]+)"/.exec(await res.text())?.[1] ?? '';
  const items = decodeJwt(jwt)['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'];
  return (items as Record<string, unknown>[])[0];
}

const posts = () => lms.received.filter((r) => r.method === 'POST' && r.path === LINE_ITEMS).length;
const columnsOf = (activityId: string) =>
  [...lms.lineItems.values()].filter((i) => i.resourceId === activityId);

describe('grade columns (AGS line items)', () => {
  let activityId: string;

  it('makes one column for a graded activity it places, and the deep link asks for none', async () => {
    const item = await place({ create: '1', title: 'Enzymes chat' });
    const activity = await em().findOneOrFail(Activity, { title: 'Enzymes chat' });
    activityId = activity.id;
    // The LMS must not make a second column from the link.
    expect(item?.lineItem).toBeUndefined();
    expect(item?.custom).toEqual({ teachchat_activity: activityId });
    await expect
      .poll(() => columnsOf(activityId))
      .toEqual([
        {
          id: expect.stringContaining(`${LINE_ITEMS}/li-`),
          label: 'Enzymes chat',
          scoreMaximum: 100,
          resourceId: activityId,
          tag: 'teachchat',
        },
      ]);
    await expect
      .poll(async () => (await teacher.lti.gradeColumns.query({ activityId }))[0]?.status)
      .toBe('synced');
  });

  it('reuses the column when the activity is placed again, even one the tool lost track of', async () => {
    await place({ activity: activityId });
    // The tool forgets its row (say, a restore from an older backup): it finds the LMS's.
    await em().nativeDelete(LtiLineItem, { activity: activityId });
    await place({ activity: activityId });
    await expect
      .poll(async () => (await em().findOne(LtiLineItem, { activity: activityId }))?.status)
      .toBe('synced');
    expect(columnsOf(activityId)).toHaveLength(1);
    expect(posts()).toBe(1);
    const row = await em().findOneOrFail(LtiLineItem, { activity: activityId });
    expect(row.url).toBe(columnsOf(activityId)[0]?.id);
  });

  it("renames the column when the activity's title changes", async () => {
    await em().nativeUpdate(Activity, { id: activityId }, { title: 'Enzymes and catalysis' });
    await expect.poll(() => columnsOf(activityId)[0]?.label).toBe('Enzymes and catalysis');
    expect(columnsOf(activityId)).toHaveLength(1);
  });

  it("posts released scores to the tool's column", async () => {
    // A learner opens the placed link (the LMS's own link has no column of its own here).
    await launch(
      app,
      lms,
      lms.prepare({
        sub: 'li-learner',
        roles: [ROLE.learner],
        email: 'li-learner@lms.example',
        contextId: CONTEXT,
        resourceLinkId: 'placed-link',
        custom: { teachchat_activity: activityId },
      }),
    );
    const fork = em();
    const student = await fork.findOneOrFail(User, { email: 'li-learner@lms.example' });
    const conversation = fork.create(Conversation, {
      activity: activityId,
      student,
      status: 'completed',
      submittedAt: new Date(),
    });
    fork.create(SubmissionFeedback, {
      conversation,
      comment: 'Good.',
      score: 81,
      releasedAt: new Date(),
    });
    await fork.flush();
    await expect
      .poll(() => lms.scores.find((s) => s.score.userId === 'li-learner'), { timeout: 20_000 })
      .toMatchObject({ lineItem: columnsOf(activityId)[0]?.id, score: { scoreGiven: 81 } });
  });

  it("retries a score the LMS refuses, and shows the admin the activity's failure meanwhile", async () => {
    await launch(
      app,
      lms,
      lms.prepare({
        sub: 'li-learner-2',
        roles: [ROLE.learner],
        email: 'li-learner-2@lms.example',
        contextId: CONTEXT,
        resourceLinkId: 'placed-link',
        custom: { teachchat_activity: activityId },
      }),
    );
    lms.failScores = 1;
    const fork = em();
    const student = await fork.findOneOrFail(User, { email: 'li-learner-2@lms.example' });
    const conversation = fork.create(Conversation, {
      activity: activityId,
      student,
      status: 'completed',
      submittedAt: new Date(),
    });
    fork.create(SubmissionFeedback, {
      conversation,
      comment: '',
      score: 64,
      releasedAt: new Date(),
    });
    await fork.flush();
    const context = await em().findOneOrFail(LtiContext, { contextId: CONTEXT });
    const ofActivity = async () =>
      (await admin.lti.grades.query({ contextId: context.id })).find(
        (g) => g.activityId === activityId,
      );
    await expect
      .poll(ofActivity, { timeout: 20_000 })
      .toMatchObject({ sent: 1, failed: 1, lastError: 'The LMS answered 503.' });
    // The queue posts it again (after LTI_RETRY_DELAY_SECONDS or so), and the LMS takes it.
    await expect.poll(ofActivity, { timeout: 30_000 }).toMatchObject({ sent: 2, failed: 0 });
    expect(lms.scores.find((s) => s.score.userId === 'li-learner-2')?.score.scoreGiven).toBe(64);
  });

  it("tells the LMS a student's progress: started, submitted, then graded", async () => {
    await launch(
      app,
      lms,
      lms.prepare({
        sub: 'li-learner-3',
        roles: [ROLE.learner],
        email: 'li-learner-3@lms.example',
        contextId: CONTEXT,
        resourceLinkId: 'placed-link',
        custom: { teachchat_activity: activityId },
      }),
    );
    const mine = () =>
      lms.scores.filter((s) => s.score.userId === 'li-learner-3').map((s) => s.score);
    const fork = em();
    const student = await fork.findOneOrFail(User, { email: 'li-learner-3@lms.example' });
    const conversation = fork.create(Conversation, { activity: activityId, student });
    fork.create(Message, { conversation, sender: 'user', content: 'What do enzymes lower?' });
    await fork.flush();
    await expect.poll(mine, { timeout: 20_000 }).toEqual([
      {
        userId: 'li-learner-3',
        activityProgress: 'InProgress',
        gradingProgress: 'NotReady',
        timestamp: expect.any(String),
      },
    ]);

    conversation.status = 'completed';
    conversation.submittedAt = new Date();
    await fork.flush();
    await expect
      .poll(() => mine().map((s) => `${s.activityProgress} ${s.gradingProgress}`), {
        timeout: 20_000,
      })
      .toEqual(['InProgress NotReady', 'Submitted PendingManual']);

    fork.create(SubmissionFeedback, {
      conversation,
      comment: '',
      score: 77,
      releasedAt: new Date(),
    });
    await fork.flush();
    await expect
      .poll(() => mine().at(-1), { timeout: 20_000 })
      .toMatchObject({
        scoreGiven: 77,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      });
    expect(mine()).toHaveLength(3);
    // Each step went to the tool's column, once.
    const column = columnsOf(activityId)[0]?.id;
    expect(
      lms.scores
        .filter((s) => s.score.userId === 'li-learner-3')
        .every((s) => s.lineItem === column),
    ).toBe(true);
  });

  it('retries a column the LMS fails to make, showing the teacher and the admin meanwhile', async () => {
    lms.failLineItems = 1;
    await place({ create: '1', title: 'Osmosis chat' });
    const osmosis = await em().findOneOrFail(Activity, { title: 'Osmosis chat' });
    await expect
      .poll(async () => (await teacher.lti.gradeColumns.query({ activityId: osmosis.id }))[0])
      .toMatchObject({ status: 'failed', attempts: 1, error: 'The LMS answered 503.' });
    const context = await em().findOneOrFail(LtiContext, { contextId: CONTEXT });
    const grades = await admin.lti.grades.query({ contextId: context.id });
    expect(grades.find((g) => g.activityId === osmosis.id)?.column).toMatchObject({
      status: 'failed',
      error: 'The LMS answered 503.',
    });
    // The queue tries again (after LTI_RETRY_DELAY_SECONDS or so) and the LMS takes it.
    await expect
      .poll(async () => (await teacher.lti.gradeColumns.query({ activityId: osmosis.id }))[0], {
        timeout: 30_000,
      })
      .toMatchObject({ status: 'synced', attempts: 2, error: null });
    expect(columnsOf(osmosis.id)).toHaveLength(1);
    const after = await admin.lti.grades.query({ contextId: context.id });
    expect(after.find((g) => g.activityId === activityId)).toMatchObject({
      title: 'Enzymes and catalysis',
      column: { status: 'synced' },
      sent: 3,
      failed: 0,
    });
  });
});
