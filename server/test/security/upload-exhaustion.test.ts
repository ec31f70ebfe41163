import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { Course } from '../../src/db/entities/course.ts';
import { materialSettled } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { postMultipart } from '../support/multipart.ts';
import { signIn } from '../support/sign-in.ts';
import { type StreamedPart, streamUpload } from '../support/streamed-upload.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const MB = 1024 * 1024;

let app: TestApp;
/** Cookies and tokens by who holds them. */
const as: Record<'maria' | 'james' | 'aisha', { cookie: string; token: string }> = {
  maria: { cookie: '', token: '' },
  james: { cookie: '', token: '' },
  aisha: { cookie: '', token: '' },
};
let cs101: IActivity;
let math201Course: string;

beforeAll(async () => {
  app = await startTestApp({ UPLOADS_PER_HOUR: '1000' });
  for (const [who, email] of [
    ['maria', 'maria.okafor@example.edu'],
    ['james', 'james.chen@example.edu'],
    ['aisha', 'aisha.patel@example.edu'],
  ] as const) {
    const { cookie } = await signIn(app, email);
    const { token } = await httpClient(app, { cookie }).me.tokens.create.mutate({ name: 'x' });
    as[who] = { cookie, token };
  }
  const em = app.db.orm.em.fork();
  cs101 = await em.findOneOrFail(
    Activity,
    { course: { courseCode: 'CS101' } },
    { populate: ['course'] },
  );
  math201Course = (await em.findOneOrFail(Course, { courseCode: 'MATH201' })).id;
  await materialSettled(app, cs101.id);
});
afterAll(() => app.close());

const ragId = () => `${cs101.course.courseCode}#${cs101.contentCode}#${cs101.id}`;
const bearer = (who: keyof typeof as) => ({ authorization: `Bearer ${as[who].token}` });
const browser = (who: keyof typeof as) => ({ cookie: as[who].cookie, origin: app.url });
/** 100 MB in ten files, each just under the 10 MB a file may have. */
const hundredMb = (name = 'content_files'): StreamedPart[] =>
  Array.from({ length: 10 }, (_, i) => ({
    name,
    file: { filename: `part-${i}.txt`, size: 10 * MB - 1024 },
  }));
const filesOfCs101 = () => app.db.orm.em.fork().count(ActivityFile, { activity: cs101.id });

describe('a 100 MB upload from someone who may not make it', () => {
  it.each([
    {
      label: "a student's token on /create_RAG",
      path: '/create_RAG',
      parts: () => [{ name: 'rag_id', body: ragId() }, ...hundredMb()],
      headers: () => bearer('aisha'),
      answer: { status: 403, detail: 'The retrieval API is for teachers and admins.' },
    },
    {
      label: "another teacher's token on /create_RAG",
      path: '/create_RAG',
      parts: () => [{ name: 'rag_id', body: ragId() }, ...hundredMb()],
      headers: () => bearer('james'),
      answer: { status: 404, detail: 'No activity matches this rag_id.' },
    },
    {
      label: "another teacher's token on /rag_query",
      path: '/rag_query',
      parts: () => [
        { name: 'query', body: 'x' },
        { name: 'rag_id', body: ragId() },
        ...hundredMb(),
      ],
      headers: () => bearer('james'),
      answer: { status: 404, detail: 'No activity matches this rag_id.' },
    },
    {
      label: 'no token on /delete_RAG',
      path: '/delete_RAG',
      parts: () => [{ name: 'rag_id', body: ragId() }, ...hundredMb()],
      headers: () => ({}),
      answer: {
        status: 401,
        detail: 'A personal API token is required (Authorization: Bearer ...).',
      },
    },
    {
      label: "the create-activity form for another teacher's course",
      path: '/api/teacher/activities',
      parts: () => [
        {
          name: 'activity',
          body: JSON.stringify({ title: 'Not mine', courseId: math201Course, model: 'offline' }),
        },
        ...hundredMb('files'),
      ],
      headers: () => browser('maria'),
      answer: { status: 404, detail: 'Course not found' },
    },
    {
      label: 'the create-activity form from a student',
      path: '/api/teacher/activities',
      parts: () => [{ name: 'activity', body: '{}' }, ...hundredMb('files')],
      headers: () => browser('aisha'),
      answer: { status: 403, detail: 'You do not have access to this.' },
    },
    {
      label: 'a profile picture without signing in',
      path: '/api/me/avatar',
      parts: () => hundredMb('avatar'),
      headers: () => ({ origin: app.url }),
      answer: { status: 401, detail: 'Please sign in.' },
    },
  ])('$label is refused before 1 MB of it is read', async ({ path, parts, headers, answer }) => {
    const res = await streamUpload(app, path, parts(), headers());
    expect({ status: res.status, body: res.body }).toEqual({
      status: answer.status,
      body: { detail: answer.detail },
    });
    expect(res.serverRead).toBeLessThan(MB);
    expect(res.clientSent).toBeLessThan(100 * MB);
  });

  it("leaves the server's memory as it was when four arrive at once", async () => {
    const before = process.memoryUsage();
    const callers = ['aisha', 'james', 'aisha', 'james'] as const;
    const results = await Promise.all(
      callers.map((who) =>
        streamUpload(
          app,
          '/create_RAG',
          [{ name: 'rag_id', body: ragId() }, ...hundredMb()],
          bearer(who),
        ),
      ),
    );
    const after = process.memoryUsage();
    expect(results.map((r) => r.status)).toEqual([403, 404, 403, 404]);
    expect(results.every((r) => r.serverRead < MB)).toBe(true);
    // Buffered, the four bodies would be 400 MB; what grows is the test's own bookkeeping.
    const grownMb = (k: 'rss' | 'heapUsed' | 'arrayBuffers') => (after[k] - before[k]) / MB;
    expect(grownMb('rss')).toBeLessThan(16);
    expect(grownMb('heapUsed') + grownMb('arrayBuffers')).toBeLessThan(16);
  });
});

describe('uploads under way at once', () => {
  const probe = (who: keyof typeof as) =>
    postMultipart(
      `${app.url}/create_RAG`,
      [{ name: 'rag_id', body: `CS101#X#${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}` }],
      bearer(who),
    );

  it('takes three per user; a fourth gets a clear 429 until one is done', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A failed check must not leave the uploads held: the app could not close.
    onTestFinished(() => release());
    const uploads = [0, 1, 2].map((i) =>
      streamUpload(
        app,
        '/create_RAG',
        [
          { name: 'rag_id', body: ragId() },
          {
            name: 'content_files',
            file: { filename: `slow-${i}.txt`, size: 1000, holdUntil: held },
          },
        ],
        bearer('maria'),
      ),
    );
    // While the three are under way, even a request that would be refused anyway is
    // stopped at the door.
    // Under way once their requests reach the app: more than the poll's default second when
    // the whole suite runs at once.
    await expect.poll(async () => (await probe('maria')).status, { timeout: 10_000 }).toBe(429);
    expect(await probe('maria')).toEqual({
      status: 429,
      body: { detail: 'Too many uploads at once. Please wait for one to finish and try again.' },
    });
    const form = await postMultipart(
      `${app.url}/api/teacher/activities`,
      [{ name: 'activity', body: '{}' }],
      browser('maria'),
    );
    expect(form.status).toBe(429);
    // Another teacher is not held up.
    expect((await probe('james')).status).toBe(404);

    release();
    expect((await Promise.all(uploads)).map((u) => u.status)).toEqual([200, 200, 200]);
    expect(await probe('maria')).toEqual({
      status: 404,
      body: { detail: 'No activity matches this rag_id.' },
    });
  });
});

describe('the order of the parts', () => {
  it('refuses files sent before rag_id, without reading them, even from the owner', async () => {
    const before = await filesOfCs101();
    const res = await streamUpload(
      app,
      '/create_RAG',
      [...hundredMb(), { name: 'rag_id', body: ragId() }],
      bearer('maria'),
    );
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { detail: 'rag_id must come before the files.' },
    });
    expect(res.serverRead).toBeLessThan(MB);
    expect(await filesOfCs101()).toBe(before);
  });

  it('takes the fields after rag_id as before', async () => {
    const res = await postMultipart(
      `${app.url}/create_RAG`,
      [
        { name: 'rag_id', body: ragId() },
        { name: 'content_files', filename: 'cells.txt', body: 'Cells divide by mitosis.' },
        { name: 'vectorDB', body: 'postgres' },
      ],
      bearer('maria'),
    );
    expect(res).toMatchObject({ status: 200, body: { files: [{ name: 'cells.txt' }] } });
  });

  it('refuses a second rag_id that would swap the activity once it was checked', async () => {
    const res = await postMultipart(
      `${app.url}/rag_query`,
      [
        { name: 'rag_id', body: ragId() },
        { name: 'rag_id', body: 'MATH201#X#00000000-0000-0000-0000-000000000000' },
        { name: 'query', body: 'x' },
      ],
      bearer('maria'),
    );
    expect(res).toEqual({ status: 400, body: { detail: 'Send rag_id only once.' } });
  });

  it('refuses files sent to /rag_query and /delete_RAG, which take none', async () => {
    for (const path of ['/rag_query', '/delete_RAG']) {
      const res = await postMultipart(
        `${app.url}${path}`,
        [
          { name: 'rag_id', body: ragId() },
          { name: 'query', body: 'x' },
          { name: 'content_files', filename: 'a.txt', body: 'text' },
        ],
        bearer('maria'),
      );
      expect({ path, ...res }).toEqual({
        path,
        status: 413,
        body: { detail: 'This request takes no files.' },
      });
    }
    expect(await filesOfCs101()).toBeGreaterThan(0);
  });
});
