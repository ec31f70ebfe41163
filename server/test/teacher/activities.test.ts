import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConversation } from '../../src/chat/conversations.ts';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { writeDocx } from '../support/docx-writer.ts';
import { writePdf } from '../../src/rag/ingest/pdf-writer.ts';
import { materialSettled, text } from '../support/activities.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadActivity } from '../support/upload.ts';

let app: TestApp;
let maria: string;
let james: string;
let student: string;
let cs101: string;
let math201: string;

beforeAll(async () => {
  app = await startTestApp();
  maria = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  james = (await signIn(app, 'james.chen@example.edu')).cookie;
  student = (await signIn(app, 'aisha.patel@example.edu')).cookie;
  const em = app.db.orm.em.fork();
  cs101 = (await em.findOneOrFail(Course, { courseCode: 'CS101' })).id;
  math201 = (await em.findOneOrFail(Course, { courseCode: 'MATH201' })).id;
});
afterAll(() => app.close());

const form = (patch: object = {}) => ({
  title: 'Week 5: Recursion',
  courseId: cs101,
  model: 'offline' as const,
  description: 'Base cases',
  ...patch,
});
const txt = {
  name: 'notes.txt',
  bytes: text('Recursion solves a problem by solving smaller instances of the same problem.'),
};

describe('creating an activity with material', () => {
  it('uploads a PDF and a DOCX, publishes, and ingests both to ready', async () => {
    const docx = await writeDocx([
      { text: 'Recursion', heading: 1 },
      { text: 'Every recursive function needs a base case that stops it.' },
    ]);
    const res = await uploadActivity(app, {
      cookie: maria,
      activity: form({
        studentInstructions: 'Trace factorial(3) with the assistant.',
        assistantInstructions: 'Ask for a trace.',
        estimatedMinutes: 20,
        temperature: 0.4,
      }),
      files: [
        {
          name: 'slides.pdf',
          bytes: writePdf([
            'Recursion: a function calling itself.',
            'The call stack grows with each call.',
          ]),
        },
        { name: 'reading.docx', bytes: docx },
      ],
    });
    expect(res.status).toBe(201);
    const id = res.body.id ?? '';
    expect((await materialSettled(app, id)).materialStatus).toBe('ready');
    const client = httpClient(app, { cookie: maria });
    const row = await client.teacher.activities.byId.query({ activityId: id });
    expect(row).toMatchObject({
      status: 'active',
      temperature: 0.4,
      estimatedMinutes: 20,
      studentInstructions: 'Trace factorial(3) with the assistant.',
      assistantInstructions: 'Ask for a trace.',
      courseCode: 'CS101',
    });
    const files = await client.teacher.material.status.query({ activityId: id });
    expect(files.files.map((f) => [f.name, f.status])).toEqual([
      ['slides.pdf', 'ready'],
      ['reading.docx', 'ready'],
    ]);
    expect(
      (await client.teacher.activities.list.query({ tab: 'active' })).map((a) => a.id),
    ).toContain(id);
  });

  it('saves a draft that students cannot see until it is published', async () => {
    const res = await uploadActivity(app, {
      cookie: maria,
      activity: form({ title: 'Draft on loops', publish: false }),
      files: [txt],
    });
    const id = res.body.id ?? '';
    const client = httpClient(app, { cookie: maria });
    expect(
      (await client.teacher.activities.list.query({ tab: 'drafts' })).map((a) => a.title),
    ).toContain('Draft on loops');
    const aisha = httpClient(app, { cookie: student });
    expect((await aisha.student.activities.list.query()).map((a) => a.title)).not.toContain(
      'Draft on loops',
    );
    expect((await client.teacher.activities.publish.mutate({ activityId: id })).status).toBe(
      'active',
    );
    expect((await aisha.student.activities.list.query()).map((a) => a.title)).toContain(
      'Draft on loops',
    );
  });

  it.each([
    ['no files', {}, [], 400, 'Please upload at least one file.'],
    ['another teacher’s course', { courseId: 'MATH201' }, [txt], 404, 'Course not found'],
    ['a model without a provider', { model: 'GPT_4' }, [txt], 400, 'GPT-4o is not available'],
    [
      'an end date before the start',
      { startDate: '2026-12-10', endDate: '2026-12-01' },
      [txt],
      400,
      'End date cannot be before the start date',
    ],
    [
      'a picture named .txt',
      {},
      [{ name: 'cat.txt', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]) }],
      400,
      'cat.txt: unsupported file type',
    ],
  ])('refuses %s and stores nothing', async (_label, patch, files, status, detail) => {
    const before = await app.db.orm.em.fork().count(Activity, {});
    // Course ids exist only once the app has started.
    const resolved = 'courseId' in patch ? { ...patch, courseId: math201 } : patch;
    const res = await uploadActivity(app, { cookie: maria, activity: form(resolved), files });
    expect(res.status).toBe(status);
    expect(res.body.detail).toContain(detail);
    expect(await app.db.orm.em.fork().count(Activity, {})).toBe(before);
  });

  it('refuses a student, a signed-out visitor and a cross-site form', async () => {
    expect(
      (await uploadActivity(app, { cookie: student, activity: form(), files: [txt] })).status,
    ).toBe(403);
    expect((await uploadActivity(app, { activity: form(), files: [txt] })).status).toBe(401);
    expect(
      (
        await uploadActivity(app, {
          cookie: maria,
          origin: 'https://evil.example',
          activity: form(),
          files: [txt],
        })
      ).status,
    ).toBe(403);
    expect(
      (await uploadActivity(app, { cookie: maria, origin: null, activity: form(), files: [txt] }))
        .status,
    ).toBe(403);
  });

  it('refuses a file over 10 MB with its name', async () => {
    const res = await uploadActivity(app, {
      cookie: maria,
      activity: form(),
      files: [{ name: 'big.txt', bytes: new Uint8Array(10 * 1024 * 1024 + 10).fill(97) }],
    });
    expect(res).toEqual({ status: 413, body: { detail: 'File too large: big.txt (max 10 MB)' } });
  });
});

describe('deleting an activity', () => {
  it('asks for "& responses" when students answered, then removes it with its conversations', async () => {
    const { body } = await uploadActivity(app, {
      cookie: maria,
      activity: form({ title: 'To delete' }),
      files: [txt],
    });
    const id = body.id ?? '';
    const em = app.db.orm.em.fork() as EntityManager;
    const lucas = await em.findOneOrFail(User, { email: 'lucas.moreau@example.edu' });
    const conversation = await ensureConversation(em, id, lucas.id);
    em.create(Message, { conversation, sender: 'user', content: 'Hello' });
    await em.flush();
    const client = httpClient(app, { cookie: maria });
    const refused = await client.teacher.activities.remove
      .mutate({ activityId: id, withResponses: false })
      .catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(409);
    expect((refused as Error).message).toBe(
      'This activity has 1 student response. Delete it together with its responses to remove it.',
    );
    expect(
      httpStatusOf(
        await httpClient(app, { cookie: james })
          .teacher.activities.remove.mutate({ activityId: id, withResponses: true })
          .catch((e: unknown) => e),
      ),
    ).toBe(404);
    expect(
      await client.teacher.activities.remove.mutate({ activityId: id, withResponses: true }),
    ).toEqual({ title: 'To delete' });
    expect(await app.db.orm.em.fork().count(Message, { conversation: conversation.id })).toBe(0);
  });
});
