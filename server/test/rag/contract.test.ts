import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { writePdf } from '../../src/rag/ingest/pdf-writer.ts';
import { materialSettled } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let ownerToken: string;
let otherTeacherToken: string;
let adminToken: string;
let activity: IActivity;

async function tokenFor(email: string) {
  const { cookie } = await signIn(app, email);
  return (await httpClient(app, { cookie }).me.tokens.create.mutate({ name: 'rag script' })).token;
}

beforeAll(async () => {
  app = await startTestApp();
  ownerToken = await tokenFor('james.chen@example.edu');
  otherTeacherToken = await tokenFor('maria.okafor@example.edu');
  adminToken = await tokenFor('dana.whitfield@example.edu');
  activity = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'MATH201' } }, { populate: ['course'] });
  await materialSettled(app, activity.id);
});
afterAll(() => app.close());

const ragId = () => `${activity.course.courseCode}#${activity.contentCode}#${activity.id}`;
const filesOf = () => app.db.orm.em.fork().count(ActivityFile, { activity: activity.id });

async function post(
  path: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('content_files', new Blob([f.bytes]), f.name);
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /create_RAG, /rag_query, /delete_RAG', () => {
  it('stores and ingests material, answers from it, and deletes it', async () => {
    const pdf = writePdf([
      'The determinant of a 2 by 2 matrix [[a, b], [c, d]] is ad minus bc.',
      'A matrix with determinant zero has no inverse.',
    ]);
    const created = await post(
      '/create_RAG',
      ownerToken,
      { rag_id: ragId(), vectorDB: 'postgres' },
      [{ name: 'determinants.pdf', bytes: pdf }],
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'processing',
      activityId: activity.id,
      files: [{ name: 'determinants.pdf', status: 'pending' }],
    });
    await materialSettled(app, activity.id);

    const answered = await post('/rag_query', ownerToken, {
      query: 'When does a matrix have no inverse?',
      model: 'offline',
      rag_id: ragId(),
      temperature: '0.5',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.response).toContain('determinant zero');
    expect(answered.body.sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: 'determinants.pdf', page: 2 })]),
    );

    const deleted = await post('/delete_RAG', adminToken, { rag_id: ragId() });
    expect(deleted).toEqual({ status: 200, body: { status: 'deleted' } });
    expect(await filesOf()).toBe(0);
    expect(await app.db.orm.em.fork().count(Chunk, { activity: activity.id })).toBe(0);
  });

  it('requires a token, and answers as if missing for a teacher who does not own the activity', async () => {
    expect(await post('/rag_query', undefined, { query: 'x', rag_id: ragId() })).toMatchObject({
      status: 401,
    });
    const other = await post('/rag_query', otherTeacherToken, { query: 'x', rag_id: ragId() });
    expect(other).toEqual({ status: 404, body: { detail: 'No activity matches this rag_id.' } });
    expect(
      await post('/rag_query', ownerToken, {
        query: 'x',
        rag_id: `WRONG#${activity.contentCode}#${activity.id}`,
      }),
    ).toMatchObject({ status: 404 });
    expect(await post('/rag_query', ownerToken, { query: 'x', rag_id: 'nonsense' })).toMatchObject({
      status: 400,
    });
  });

  it('refuses a file over 10 MB while it streams, naming it, and stores nothing', async () => {
    const before = await filesOf();
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(65);
    const res = await post('/create_RAG', ownerToken, { rag_id: ragId() }, [
      { name: 'huge.txt', bytes: big },
    ]);
    expect(res).toEqual({ status: 413, body: { detail: 'File too large: huge.txt (max 10 MB)' } });
    expect(await filesOf()).toBe(before);
  });

  it('decides the type by content and names the file it refuses, storing nothing', async () => {
    const before = await filesOf();
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
    ]);
    const res = await post('/create_RAG', ownerToken, { rag_id: ragId() }, [
      { name: 'fine.txt', bytes: new TextEncoder().encode('Vectors have direction and length.') },
      { name: 'picture.pdf', bytes: png },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^picture\.pdf: unsupported file type/);
    expect(await filesOf()).toBe(before);
  });

  it('checks the model and temperature like the app does', async () => {
    expect(
      (await post('/rag_query', ownerToken, { query: 'x', rag_id: ragId(), model: 'gpt-4o' })).body,
    ).toEqual({ detail: 'LLM Model not configured for this activity.' });
    expect(
      (
        await post('/rag_query', ownerToken, {
          query: 'x',
          rag_id: ragId(),
          model: 'offline',
          temperature: '3',
        })
      ).body,
    ).toEqual({ detail: 'Invalid temperature configuration.' });
  });
});
