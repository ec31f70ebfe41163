import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Message } from '../../src/db/entities/message.ts';
import { RETENTION_CRON, RETENTION_QUEUE } from '../../src/services/retention/schedule.ts';
import { type Client, httpClient } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The nightly retention run is pg-boss's: starting the app records the schedule (02:30 in
 * the school's time zone) in PostgreSQL, and a job of that queue, as the schedule makes one
 * each night, is taken by the app's worker and runs retention as the schedule.
 */
let app: TestApp;
let admin: Client;
let boss: PgBoss;
const em = () => app.db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp({ SCHOOL_TIME_ZONE: 'Europe/Berlin' });
  admin = httpClient(app, { cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie });
  // Another client of the same queue: it only reads schedules and sends, as pg-boss's clock
  // does when the hour comes.
  boss = new PgBoss({
    connectionString: app.databaseUrl,
    max: 1,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await app?.close();
});

it("records the nightly schedule at 02:30 in the school's time zone", async () => {
  const schedules = await boss.getSchedules(RETENTION_QUEUE);
  expect(RETENTION_CRON).toBe('30 2 * * *');
  expect(schedules.map((s) => [s.name, s.cron, s.timezone])).toEqual([
    [RETENTION_QUEUE, '30 2 * * *', 'Europe/Berlin'],
  ]);
});

it("runs retention when the queue hands the schedule's job to the app", async () => {
  const cs201 = await em().findOneOrFail(Course, { courseCode: 'CS201' });
  const activity = await em().findOneOrFail(Activity, { course: cs201.id });
  const conversationId = await seedChat(app, 'lucas.moreau@example.edu', activity.id, 1);
  await em()
    .getConnection()
    .execute(
      `update courses set start_date = current_date - 200, end_date = current_date - 40 where id = ?`,
      [cs201.id],
    );
  await admin.admin.retention.saveSettings.mutate({
    conversationDays: 30,
    submissionYears: null,
    auditYears: null,
  });
  expect(await admin.admin.retention.log.query()).toEqual([]);

  await boss.send(RETENTION_QUEUE, null);
  await expect
    .poll(async () => (await admin.admin.retention.log.query()).map((r) => [r.trigger, r.counts]))
    .toEqual([['schedule', { messages: 2, questions: 0, feedback: 0, auditEntries: 0 }]]);
  const messages = await em().find(Message, { conversation: conversationId });
  expect(messages.map((m) => m.content)).toEqual(['', '']);
});
