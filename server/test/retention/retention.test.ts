import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { AuditEntry } from '../../src/db/entities/audit-entry.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Message } from '../../src/db/entities/message.ts';
import { SubmissionFeedback } from '../../src/db/entities/submission-feedback.ts';
import { materialSettled } from '../support/activities.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Retention: the admin sees what the next run will clear per course, the run removes text
 * and keeps counts (also in an archived course and through the audit trail's trigger), and
 * each run is logged.
 */
let app: TestApp;
let admin: Client;
let maria: Client;
let lucas: Client;
const em = () => app.db.orm.em.fork() as EntityManager;
let cs201: string;
let activityId: string;
let conversationId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = httpClient(app, { cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie });
  maria = httpClient(app, { cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie });
  lucas = httpClient(app, { cookie: (await signIn(app, 'lucas.moreau@example.edu')).cookie });
  for (const a of await em().find(Activity, {})) await materialSettled(app, a.id);
  cs201 = (await em().findOneOrFail(Course, { courseCode: 'CS201' })).id;
  activityId = (await em().findOneOrFail(Activity, { course: cs201 })).id;
  conversationId = await seedChat(app, 'lucas.moreau@example.edu', activityId, 2);
  await lucas.student.chat.submit.mutate({ activityId });
  await maria.teacher.feedback.save.mutate({ conversationId, comment: 'Well argued.', score: 90 });
  // CS201 ended 40 days ago and is archived; an audit entry is three years old.
  await em()
    .getConnection()
    .execute(
      `update courses set start_date = current_date - 200, end_date = current_date - 40 where id = ?`,
      [cs201],
    );
  await admin.admin.terms.archiveCourse.mutate({ courseId: cs201 });
  await maria.teacher.students.export.query({});
  const old = em();
  await old.getConnection().execute(
    `insert into audit_entries (id, created_at, actor_name, action, details)
     values (gen_random_uuid(), now() - interval '3 years', 'Someone', 'students_exported', '{}')`,
  );
});
afterAll(() => app.close());

describe('retention', () => {
  it('keeps everything until the school sets a period', async () => {
    const plan = await admin.admin.retention.preview.query();
    expect(plan).toMatchObject({ courses: [], auditEntries: 0 });
  });

  it('shows, per course, what the next run will clear', async () => {
    await admin.admin.retention.saveSettings.mutate({
      conversationDays: 30,
      submissionYears: null,
      auditYears: 2,
    });
    const plan = await admin.admin.retention.preview.query();
    expect(plan.courses).toEqual([
      {
        courseId: cs201,
        courseCode: 'CS201',
        title: 'Data Structures and Algorithms',
        messages: 4,
        questions: 0,
        feedback: 0,
      },
    ]);
    expect(plan.auditEntries).toBe(1);
    // A longer period clears nothing yet.
    await admin.admin.retention.saveSettings.mutate({
      conversationDays: 60,
      submissionYears: null,
      auditYears: 2,
    });
    expect((await admin.admin.retention.preview.query()).courses).toEqual([]);
  });

  it('removes the text and keeps the counts, and logs the run', async () => {
    await admin.admin.retention.saveSettings.mutate({
      conversationDays: 30,
      submissionYears: null,
      auditYears: 2,
    });
    const overview = () => admin.admin.insights.overview.query({ activityId, utcOffsetMinutes: 0 });
    const insightsBefore = await overview();
    expect(JSON.stringify(insightsBefore)).toMatch(/[1-9]/);
    const run = await admin.admin.retention.runNow.mutate();
    expect(run.counts).toEqual({ messages: 4, questions: 0, feedback: 0, auditEntries: 1 });
    const messages = await em().find(
      Message,
      { conversation: conversationId },
      { orderBy: { createdAt: 'asc' } },
    );
    expect(messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', ''],
      ['assistant', ''],
      ['user', ''],
      ['assistant', ''],
    ]);
    // Feedback is kept for its own period (none set: for ever).
    expect(
      (await em().findOneOrFail(SubmissionFeedback, { conversation: conversationId })).comment,
    ).toBe('Well argued.');
    // Insights count what was asked, when and how often: the same numbers as before.
    expect(JSON.stringify(await overview())).toBe(JSON.stringify(insightsBefore));
    expect(await em().count(AuditEntry, { actorName: 'Someone' })).toBe(0);
    expect(await em().count(AuditEntry, { actorName: 'Maria Okafor' })).toBe(1);
    const [logged] = await admin.admin.retention.log.query();
    expect(logged).toMatchObject({ trigger: 'admin', counts: run.counts });
    // Nothing is left for the next run.
    expect((await admin.admin.retention.preview.query()).courses).toEqual([]);
  });

  it('clears feedback comments after their years, keeping the score', async () => {
    await em()
      .getConnection()
      .execute(`update courses set archived_at = null where id = ?`, [cs201]);
    await em()
      .getConnection()
      .execute(
        `update courses set start_date = current_date - 1200, end_date = current_date - 800 where id = ?`,
        [cs201],
      );
    await admin.admin.retention.saveSettings.mutate({
      conversationDays: null,
      submissionYears: 2,
      auditYears: null,
    });
    const run = await admin.admin.retention.runNow.mutate();
    expect(run.counts.feedback).toBe(1);
    const feedback = await em().findOneOrFail(SubmissionFeedback, { conversation: conversationId });
    expect([feedback.comment, feedback.score]).toEqual(['', 90]);
  });

  it('is for admins only', async () => {
    expect(httpStatusOf(await maria.admin.retention.preview.query().catch((e: unknown) => e))).toBe(
      403,
    );
  });
});
