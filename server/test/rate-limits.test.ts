import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../src/db/entities/activity.ts';
import { Course } from '../src/db/entities/course.ts';
import { materialSettled } from './support/activities.ts';
import { TestBrowser } from './support/browser.ts';
import { httpClient, httpStatusOf } from './support/clients.ts';
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
  expect(starts.at(-1)).toBe('/auth?error=too_many_attempts');
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

it('counts chat per student: one at the limit does not stop a classmate on the same address', async () => {
  // A school behind one address: every request here comes from 127.0.0.1.
  const fresh = await startTestApp({ CHAT_MESSAGES_PER_MINUTE: '2' });
  try {
    const em = fresh.db.orm.em.fork();
    const course = await em.findOneOrFail(Course, { courseCode: 'CS101' });
    const activity = await em.findOneOrFail(Activity, { course: course.id });
    await materialSettled(fresh, activity.id);
    const ask = async (cookie: string, content: string) => {
      const http = httpClient(fresh, { cookie });
      const sent = await http.student.chat.send.mutate({ activityId: activity.id, content });
      // The next message waits for this reply: one reply at a time is a separate limit.
      await expect
        .poll(async () => {
          const history = await http.student.chat.history.query({ activityId: activity.id });
          return history.messages.some((m) => m.id === sent.replyId);
        })
        .toBe(true);
    };
    const aisha = (await signIn(fresh, 'aisha.patel@example.edu')).cookie;
    const lucas = (await signIn(fresh, 'lucas.moreau@example.edu')).cookie;
    await ask(aisha, 'What is linear search?');
    await ask(aisha, 'And binary search?');
    const third = await ask(aisha, 'And bubble sort?').catch((e: unknown) => e);
    expect(httpStatusOf(third)).toBe(429);
    expect((third as Error).message).toBe(
      'You are sending messages too quickly. Please wait a moment.',
    );
    await ask(lucas, 'What is selection sort?');
  } finally {
    await fresh.close();
  }
});
