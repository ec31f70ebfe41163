import superjson, { type SuperJSONResult } from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { appRouter } from '../../src/trpc/router.ts';
import { materialSettled } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every search box, read from the router (a query whose input has a `search` field): `%`
 * and `_` typed into it find only text that holds them, never every row. The one row of
 * the school that holds both is a student, Percy "100%" (percy_hall@…), in Maria's CS101,
 * who has written in its activity.
 */
const searches = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; inputs?: z.ZodType[] } }
  >,
)
  .filter(([, p]) => p._def.type === 'query')
  .filter(([, p]) =>
    (p._def.inputs ?? []).some((schema) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
      };
      return 'search' in (json.properties ?? {});
    }),
  )
  .map(([path]) => path);

const PERCY = { firstName: 'Percy', lastName: '100%', email: 'percy_hall@example.edu' };

let app: TestApp;
const cookies = { admin: '', maria: '' };
let cs101 = '';

beforeAll(async () => {
  app = await startTestApp();
  cookies.admin = (await signIn(app, 'dana.whitfield@example.edu')).cookie;
  cookies.maria = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  cs101 = (await app.db.orm.em.fork().findOneOrFail(Course, { courseCode: 'CS101' })).id;
  const admin = httpClient(app, { cookie: cookies.admin }).admin;
  const percy = await admin.students.create.mutate(PERCY);
  await admin.enrollments.enroll.mutate({ courseId: cs101, studentId: percy.id });
  // Percy and a classmate each write once, so the submissions boxes have rows too.
  const activity = await app.db.orm.em.fork().findOneOrFail(Activity, { course: cs101 });
  await materialSettled(app, activity.id);
  for (const email of [PERCY.email, 'aisha.patel@example.edu']) {
    const { cookie } = await signIn(app, email);
    await httpClient(app, { cookie }).student.chat.send.mutate({
      activityId: activity.id,
      content: 'What is binary search?',
    });
  }
});
afterAll(() => app.close());

/** The input each box needs besides its search text. */
const baseInput = (path: string): Record<string, unknown> =>
  path === 'admin.enrollments.candidates' ? { courseId: cs101 } : {};

/** The rows a search box shows, as text. */
async function rowsFound(path: string, search: string | undefined): Promise<string[]> {
  const cookie = path.startsWith('admin.') ? cookies.admin : cookies.maria;
  const input = superjson.serialize({ ...baseInput(path), search });
  const res = await fetch(
    `${app.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    { headers: { cookie } },
  );
  expect(res.status, path).toBe(200);
  const body = (await res.json()) as { result: { data: SuperJSONResult } };
  const data = superjson.deserialize(body.result.data) as
    unknown[] | { rows: unknown[] } | { csv: string };
  // An export's rows are its file's lines after the header.
  if ('csv' in data) return data.csv.split('\r\n').slice(1).filter(Boolean);
  return (Array.isArray(data) ? data : data.rows).map((row) => JSON.stringify(row));
}

/** Counts per activity (the feedback summary) over the rows a search finds. */
const COUNTS = new Set(['teacher.responses.feedback']);
async function responsesCounted(path: string, search: string | undefined): Promise<number> {
  const rows = (await rowsFound(path, search)).map((r) => JSON.parse(r) as { responses: number });
  return rows.reduce((sum, r) => sum + r.responses, 0);
}

it('finds the search boxes', () => {
  expect(searches).toEqual(
    expect.arrayContaining(['teacher.students.list', 'admin.students.list', 'admin.courses.list']),
  );
});

describe.each(searches)('the search box of %s', (path) => {
  it.each(['%', '_', '\\'])('finds only text holding a literal %s', async (typed) => {
    if (COUNTS.has(path)) {
      // Two students wrote; only Percy's response holds % and _, none holds \.
      expect(await responsesCounted(path, undefined)).toBeGreaterThan(1);
      expect(await responsesCounted(path, typed)).toBe(typed === '\\' ? 0 : 1);
      return;
    }
    // Without a search the box shows rows that hold neither: a pattern would match them.
    const all = await rowsFound(path, undefined);
    expect(all.some((row) => !row.includes('Percy'))).toBe(true);
    for (const row of await rowsFound(path, typed)) expect(row).toContain('Percy');
  });
});

it("finds the teacher's student by a literal % in the name and _ in the email", async () => {
  const names = async (search: string) =>
    (await httpClient(app, { cookie: cookies.maria }).teacher.students.list.query({ search })).map(
      (row) => row.email,
    );
  expect(await names('100%')).toEqual([PERCY.email]);
  expect(await names('y_h')).toEqual([PERCY.email]);
  expect(await names('%')).toEqual([PERCY.email]);
  expect(await names('_')).toEqual([PERCY.email]);
  expect(await names('y%h')).toEqual([]);
  expect(await names('percy_')).toEqual([PERCY.email]);
});
