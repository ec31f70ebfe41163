import { afterAll, beforeAll, expect, it } from 'vitest';
import { Course } from '../src/db/entities/course.ts';
import { TestBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { uploadActivity } from './support/upload.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SIGNIN_PER_MINUTE: '3', UPLOADS_PER_HOUR: '2' });
});
afterAll(() => app.close());

it('limits sign-in starts per address, and a spoofed X-Forwarded-For does not reset it', async () => {
  const starts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await new TestBrowser().request(`${app.url}/auth/google`, {
      headers: { 'x-forwarded-for': `10.0.0.${i}` },
    });
    starts.push(res.headers.get('location') ?? '');
  }
  expect(starts.filter((l) => l.startsWith('http://127.0.0.1'))).toHaveLength(3);
  expect(starts.at(-1)).toMatch(/error=signin_failed&message=Too%20many%20sign-in%20attempts/);
});

it('limits uploads per teacher per hour', async () => {
  // A fresh app: the sign-in limit above is spent for this address.
  const fresh = await startTestApp({ UPLOADS_PER_HOUR: '2' });
  try {
    const { cookie } = await signIn(fresh, 'maria.okafor@example.edu');
    const courseId = (await fresh.db.orm.em.fork().findOneOrFail(Course, { courseCode: 'CS101' }))
      .id;
    const upload = () =>
      uploadActivity(fresh, {
        cookie,
        activity: { title: 'Limits', courseId, model: 'offline' },
        files: [
          { name: 'a.txt', bytes: new TextEncoder().encode('Limits keep a shared server fair.') },
        ],
      });
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    expect(await upload()).toEqual({
      status: 429,
      body: { detail: 'Too many uploads in the last hour. Please try again later.' },
    });
  } finally {
    await fresh.close();
  }
});
