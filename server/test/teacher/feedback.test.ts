import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import {
  FEEDBACK_MISSING,
  FEEDBACK_NOT_SUBMITTED,
  FEEDBACK_RELEASED,
} from '../../src/services/submission-feedback.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Feedback on a submission: Maria (CS101's teacher) writes a draft on Aisha's submitted
 * conversation, edits it, releases it; only then does Aisha, and only Aisha, see it.
 */
let app: TestApp;
type Who = 'maria' | 'james' | 'admin' | 'aisha' | 'lucas' | 'omar';
const as = {} as Record<Who, Client>;
let activityId: string;
let aishaSubmission: string;
let lucasConversation: string;
let omarSubmission: string;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: '' }),
    (e: unknown) => ({ status: httpStatusOf(e), message: (e as Error).message }),
  );

beforeAll(async () => {
  app = await startTestApp();
  const emails = {
    maria: 'maria.okafor@example.edu',
    james: 'james.chen@example.edu',
    admin: 'dana.whitfield@example.edu',
    aisha: 'aisha.patel@example.edu',
    lucas: 'lucas.moreau@example.edu',
    omar: 'omar.haddad@example.edu',
  };
  for (const [who, email] of Object.entries(emails)) {
    as[who as Who] = httpClient(app, { cookie: (await signIn(app, email)).cookie });
  }
  const cs101 = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  activityId = cs101.id;
  aishaSubmission = await seedChat(app, emails.aisha, activityId, 2);
  lucasConversation = await seedChat(app, emails.lucas, activityId, 1);
  omarSubmission = await seedChat(app, emails.omar, activityId, 1);
  await as.aisha.student.chat.submit.mutate({ activityId });
  await as.omar.student.chat.submit.mutate({ activityId });
});
afterAll(() => app.close());

const aishaTranscript = () => ({ activityId, studentEmail: 'aisha.patel@example.edu' });
const feedbackNotices = async (client: Client) =>
  (await client.me.notifications.list.query()).items.filter((n) => n.kind === 'feedback');

describe('writing feedback', () => {
  it('waits for the student to submit', async () => {
    const got = await failure(
      as.maria.teacher.feedback.save.mutate({
        conversationId: lucasConversation,
        comment: 'Keep going',
      }),
    );
    expect(got).toEqual({ status: 400, message: FEEDBACK_NOT_SUBMITTED });
  });

  it('refuses a score outside 0-100 and an empty comment', async () => {
    const tooHigh = await failure(
      as.maria.teacher.feedback.save.mutate({
        conversationId: aishaSubmission,
        comment: 'Fine',
        score: 101,
      }),
    );
    expect(tooHigh).toMatchObject({ status: 400 });
    expect(tooHigh.message).toContain('Score must be between 0 and 100');
    const empty = await failure(
      as.maria.teacher.feedback.save.mutate({ conversationId: aishaSubmission, comment: '  ' }),
    );
    expect(empty.message).toContain('Comment is required');
  });

  it('keeps a draft the teacher and admins see, and the student does not', async () => {
    const saved = await as.maria.teacher.feedback.save.mutate({
      conversationId: aishaSubmission,
      comment: 'Good tracing of insertion sort.',
      score: 70,
    });
    expect(saved).toMatchObject({ score: 70, releasedAt: null, authorName: 'Maria Okafor' });
    const edited = await as.maria.teacher.feedback.save.mutate({
      conversationId: aishaSubmission,
      comment: 'Good tracing of insertion sort; check the binary search bounds.',
      score: 85,
    });
    expect(edited.comment).toBe('Good tracing of insertion sort; check the binary search bounds.');

    for (const transcript of [
      await as.maria.teacher.transcript.query(aishaTranscript()),
      await as.admin.admin.transcript.query(aishaTranscript()),
    ]) {
      expect(transcript.feedback).toMatchObject({ score: 85, releasedAt: null });
    }
    const row = (await as.maria.teacher.responses.list.query({ search: 'aisha' })).rows[0];
    expect(row?.feedback).toMatchObject({ score: 85, releasedAt: null });

    expect((await as.aisha.student.activities.byId.query({ activityId })).feedback).toBeNull();
    expect((await as.aisha.student.dashboard.query()).progress.feedback).toEqual([]);
    expect(await feedbackNotices(as.aisha)).toEqual([]);
  });

  it('cannot release what was never written', async () => {
    const got = await failure(
      as.maria.teacher.feedback.release.mutate({ conversationId: omarSubmission }),
    );
    expect(got).toEqual({ status: 400, message: FEEDBACK_MISSING });
  });
});

describe('releasing feedback', () => {
  it('shows it to the student on the activity, course and dashboard, and tells them once', async () => {
    const released = await as.maria.teacher.feedback.release.mutate({
      conversationId: aishaSubmission,
    });
    expect(released.releasedAt).toBeInstanceOf(Date);
    await as.maria.teacher.feedback.release.mutate({ conversationId: aishaSubmission });

    const notices = await feedbackNotices(as.aisha);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Feedback on Week 3: Searching and sorting',
      link: `/student_activity/${activityId}`,
    });
    expect(notices[0]?.body).toContain('Score: 85/100');

    const expected = {
      activityId,
      courseCode: 'CS101',
      comment: 'Good tracing of insertion sort; check the binary search bounds.',
      score: 85,
      authorName: 'Maria Okafor',
    };
    expect((await as.aisha.student.activities.byId.query({ activityId })).feedback).toMatchObject(
      expected,
    );
    const course = await as.aisha.student.courses.byCode.query({ courseCode: 'CS101' });
    expect(course.progress.feedback).toEqual([expect.objectContaining(expected)]);
    const dashboard = await as.aisha.student.dashboard.query();
    expect(dashboard.progress.feedback).toEqual([expect.objectContaining(expected)]);
  });

  it('is fixed once released', async () => {
    const got = await failure(
      as.maria.teacher.feedback.save.mutate({
        conversationId: aishaSubmission,
        comment: 'Changed my mind',
        score: 10,
      }),
    );
    expect(got).toEqual({ status: 400, message: FEEDBACK_RELEASED });
    const transcript = await as.maria.teacher.transcript.query(aishaTranscript());
    expect(transcript.feedback).toMatchObject({ score: 85 });
  });

  it('appears in the responses table, its export and the admin submissions', async () => {
    const exported = await as.maria.teacher.responses.export.query({ search: 'aisha' });
    const [header = '', line = ''] = exported.csv.split('\r\n');
    expect(header).toContain('Feedback,Score,Feedback Comment,Feedback Released');
    expect(line).toMatch(/,Released,85,/);
    const admin = await as.admin.admin.submissions.list.query({ search: 'aisha' });
    expect(admin.rows[0]?.feedback).toMatchObject({ score: 85, releasedAt: expect.any(Date) });
    const lucas = await as.maria.teacher.responses.list.query({ search: 'lucas' });
    expect(lucas.rows[0]?.feedback).toBeNull();
  });
});

describe('who reaches feedback', () => {
  it('another teacher cannot write or release it', async () => {
    // Each call starts only when awaited: a second one refused meanwhile would go unhandled.
    for (const call of [
      () =>
        as.james.teacher.feedback.save.mutate({ conversationId: omarSubmission, comment: 'Hi' }),
      () => as.james.teacher.feedback.release.mutate({ conversationId: aishaSubmission }),
    ]) {
      expect(await failure(call())).toEqual({ status: 404, message: 'Submission not found' });
    }
  });

  it('a classmate sees none of it', async () => {
    expect((await as.lucas.student.activities.byId.query({ activityId })).feedback).toBeNull();
    const shown = JSON.stringify([
      await as.lucas.student.dashboard.query(),
      await as.lucas.student.courses.byCode.query({ courseCode: 'CS101' }),
    ]);
    expect(shown).not.toContain('binary search bounds');
    expect(await feedbackNotices(as.lucas)).toEqual([]);
  });
});
