import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { Notification } from '../../src/db/entities/notification.ts';
import type { MaterialProgress } from '../../src/events/topics.ts';
import { writePdf } from '../../src/rag/ingest/pdf-writer.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let teacherCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  teacherCookie = (await signIn(app, 'maria.okafor@example.edu')).cookie;
});
afterAll(() => app.close());

describe('the demo school', () => {
  it('has one published activity per course whose material is ingested at first start', async () => {
    const activities = await app.db.orm.em.fork().find(Activity, {}, { populate: ['course'] });
    expect(activities.map((a) => a.course.courseCode).sort()).toEqual([
      'CS101',
      'CS201',
      'MATH201',
    ]);
    for (const a of activities) {
      expect(a.status).toBe('published');
      expect((await materialSettled(app, a.id)).materialStatus).toBe('ready');
    }
  });

  it('keeps the page of every chunk of the PDF', async () => {
    const em = app.db.orm.em.fork();
    const pdf = await em.findOneOrFail(ActivityFile, {
      originalName: 'week3-searching-and-sorting.pdf',
    });
    expect(pdf.kind).toBe('pdf');
    expect(pdf.pageCount).toBe(4);
    const chunks = await em.find(Chunk, { file: pdf.id }, { orderBy: { ordinal: 'asc' } });
    expect(chunks.length).toBeGreaterThan(0);
    expect(new Set(chunks.map((c) => c.page))).toEqual(new Set([1, 2, 3, 4]));
    const binary = chunks.find((c) => c.text.includes('def binary_search'));
    expect(binary?.page).toBe(2);
  });

  it('tells the teacher the material is ready', async () => {
    const notes = await app.db.orm.em
      .fork()
      .find(Notification, { kind: 'material_ready' }, { populate: ['user'] });
    expect(notes.map((n) => n.user.email)).toContain('maria.okafor@example.edu');
  });
});

describe('ingesting an activity', () => {
  it('fails a bad file with its reason while the other files become ready', async () => {
    const corrupt = new Uint8Array([...text('%PDF-1.4\n'), ...new Uint8Array(500).fill(7)]);
    const activity = await createActivity(app, {
      courseCode: 'CS101',
      title: 'Mixed material',
      files: [
        { name: 'broken.pdf', bytes: corrupt },
        {
          name: 'notes.txt',
          bytes: text(
            'Recursion is when a function calls itself on a smaller input until a base case stops it.',
          ),
        },
      ],
    });
    expect((await materialSettled(app, activity.id)).materialStatus).toBe('ready');
    const status = await httpClient(app, { cookie: teacherCookie }).teacher.material.status.query({
      activityId: activity.id,
    });
    const byName = Object.fromEntries(status.files.map((f) => [f.name, f]));
    expect(byName['notes.txt']?.status).toBe('ready');
    expect(byName['broken.pdf']?.status).toBe('failed');
    expect(byName['broken.pdf']?.error).toMatch(/^broken\.pdf: /);
  });

  it('streams per-file progress to the owning teacher until ready', async () => {
    const ws = wsClient(app, { cookie: teacherCookie });
    const pages = Array.from(
      { length: 6 },
      (_, i) =>
        `Page ${i + 1}. ${'Sorting networks compare and swap pairs of values. '.repeat(60)}`,
    );
    const activity = await createActivity(app, {
      courseCode: 'CS201',
      title: 'Sorting networks',
      files: [{ name: 'networks.pdf', bytes: writePdf(pages) }],
    });
    const events: MaterialProgress[] = [];
    const sub = ws.trpc.teacher.material.onProgress.subscribe(
      { activityId: activity.id },
      { onData: (e) => events.push(e.data) },
    );
    await expect.poll(() => events.at(-1)?.materialStatus, { timeout: 30_000 }).toBe('ready');
    const fileEvents = events.filter((e) => e.file?.name === 'networks.pdf');
    expect(fileEvents.at(-1)?.file).toMatchObject({ status: 'ready', progress: 100 });
    sub.unsubscribe();
    ws.close();
  });

  it('stores a PDF without its running lines, its code as a code block', async () => {
    const pages = [1, 2, 3].map(
      (n) =>
        `Loops repeat work. Lesson ${n} shows a loop:\n\`\`\`\nfor x in xs:\n    total += x\n\`\`\`\nThat is the whole loop.`,
    );
    const activity = await createActivity(app, {
      courseCode: 'CS101',
      title: 'Loops',
      files: [
        {
          name: 'loops.pdf',
          bytes: writePdf(pages, { header: 'CS101 Loops {page}', footer: 'Page {page}' }),
        },
      ],
    });
    expect((await materialSettled(app, activity.id)).materialStatus).toBe('ready');
    const chunks = await app.db.orm.em
      .fork()
      .find(Chunk, { file: { activity: activity.id } }, { orderBy: { ordinal: 'asc' } });
    expect(chunks.map((c) => c.text)).toEqual(
      [1, 2, 3].map(
        (n) =>
          `Loops repeat work. Lesson ${n} shows a loop:\n\n\`\`\`\nfor x in xs:\n    total += x\n\`\`\`\n\nThat is the whole loop.`,
      ),
    );
  });

  it("refuses another teacher's activity and a student, exactly like a missing one", async () => {
    const [cs101] = await app.db.orm.em
      .fork()
      .find(Activity, { course: { courseCode: 'MATH201' } });
    const student = (await signIn(app, 'aisha.patel@example.edu')).cookie;
    const input = { activityId: cs101?.id ?? '' };
    expect(
      httpStatusOf(
        await httpClient(app, { cookie: teacherCookie })
          .teacher.material.status.query(input)
          .catch((e: unknown) => e),
      ),
    ).toBe(404);
    expect(
      httpStatusOf(
        await httpClient(app, { cookie: student })
          .teacher.material.status.query(input)
          .catch((e: unknown) => e),
      ),
    ).toBe(403);
  });
});
