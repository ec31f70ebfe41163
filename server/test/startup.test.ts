import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuditEntry } from '../src/db/entities/audit-entry.ts';
import { Course } from '../src/db/entities/course.ts';
import { User } from '../src/db/entities/user.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: 'New.Head@School.edu, maria.okafor@example.edu' });
});
afterAll(() => app.close());

it('seeds the demo school into an empty database', async () => {
  const em = app.db.orm.em.fork();
  expect(await em.count(User, { role: 'student' })).toBe(6);
  expect(await em.count(User, { role: 'teacher' })).toBe(1); // one was promoted below
  expect(await em.count(Course, {})).toBe(3);
  expect(await em.count(User, { email: { $like: '%@example.edu' } })).toBe(9);
});

it('creates or promotes the admins named in ADMIN_EMAILS', async () => {
  const created = await signIn(app, 'new.head@school.edu');
  expect(created.location).toBe('/admin_page');
  const promoted = await signIn(app, 'maria.okafor@example.edu');
  expect(promoted.location).toBe('/admin_page');
});

it('records the promotion in the audit trail, by TeachChat', async () => {
  const entries = await app.db.orm.em.fork().find(AuditEntry, { action: 'role_changed' });
  expect(entries).toEqual([
    expect.objectContaining({
      actorId: null,
      actorName: 'TeachChat',
      subjectName: 'Maria Okafor',
      resourceLabel: 'maria.okafor@example.edu',
      details: { from: 'teacher', to: 'admin', source: 'ADMIN_EMAILS' },
    }),
  ]);
});

it('does not seed or promote again on a second start', async () => {
  const second = await startTestApp({
    DATABASE_URL: app.databaseUrl,
    ADMIN_EMAILS: 'maria.okafor@example.edu',
  });
  try {
    const em = second.db.orm.em.fork();
    expect(await em.count(User, {})).toBe(10);
    expect(await em.count(AuditEntry, { action: 'role_changed' })).toBe(1);
  } finally {
    await second.close();
  }
});
