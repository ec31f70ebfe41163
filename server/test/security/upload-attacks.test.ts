import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { Avatar } from '../../src/db/entities/avatar.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { Course } from '../../src/db/entities/course.ts';
import { User } from '../../src/db/entities/user.ts';
import { writeDocx } from '../support/docx-writer.ts';
import { writePdf } from '../../src/rag/ingest/pdf-writer.ts';
import { materialSettled, text } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { type FormPart, postMultipart } from '../support/multipart.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let maria: string;
let token: string;
let cs101: string;
let ragTarget: IActivity;

beforeAll(async () => {
  // Many refused requests below; the hourly upload allowance is not what is tested here.
  app = await startTestApp({ UPLOADS_PER_HOUR: '1000' });
  maria = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  token = (await httpClient(app, { cookie: maria }).me.tokens.create.mutate({ name: 'rag' })).token;
  const em = app.db.orm.em.fork();
  cs101 = (await em.findOneOrFail(Course, { courseCode: 'CS101' })).id;
  ragTarget = await em.findOneOrFail(
    Activity,
    { course: { courseCode: 'CS101' } },
    { populate: ['course'] },
  );
  await materialSettled(app, ragTarget.id);
});
afterAll(() => app.close());

const cat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const file = (filename: string, body: string | Uint8Array): FormPart => ({
  name: 'files',
  filename,
  body,
});
// The first bytes of a real PNG: its signature and the start of the IHDR chunk.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

/** The teacher's create-activity form, as the browser sends it. */
function createActivity(files: FormPart[], title = 'Upload attack') {
  const form = { title, courseId: cs101, model: 'offline', description: 'x' };
  return postMultipart(
    `${app.url}/api/teacher/activities`,
    [{ name: 'activity', body: JSON.stringify(form) }, ...files],
    { cookie: maria, origin: app.url },
  );
}

const ragId = () => `${ragTarget.course.courseCode}#${ragTarget.contentCode}#${ragTarget.id}`;
function createRag(parts: FormPart[], auth: string | null = token) {
  return postMultipart(
    `${app.url}/create_RAG`,
    [
      { name: 'rag_id', body: ragId() },
      ...parts.map((p) => (p.filename === undefined ? p : { ...p, name: 'content_files' })),
    ],
    auth ? { authorization: `Bearer ${auth}` } : {},
  );
}

function uploadAvatar(parts: FormPart[]) {
  return postMultipart(`${app.url}/api/me/avatar`, parts, { cookie: maria, origin: app.url });
}

/** Everything an upload could leave behind. */
async function stored() {
  const em = app.db.orm.em.fork();
  const user = await em.findOneOrFail(User, { email: 'maria.okafor@example.edu' });
  return {
    activities: await em.count(Activity, {}),
    files: await em.count(ActivityFile, {}),
    avatars: await em.count(Avatar, {}),
    avatarUrl: user.avatarUrl,
  };
}

async function chunkText(activityId: string) {
  const chunks = await app.db.orm.em.fork().find(Chunk, { activity: activityId });
  return chunks.map((c) => c.text).join('\n');
}

async function materialOf(activityId: string) {
  return (await httpClient(app, { cookie: maria }).teacher.material.status.query({ activityId }))
    .files;
}

describe('polyglot material', () => {
  it('reads a PDF with a DOCX appended as the PDF alone', async () => {
    const docx = await writeDocx([{ text: 'Mitochondria hide in the appended archive.' }]);
    const pdf = writePdf(['Photosynthesis turns light into sugar.']);
    const res = await createActivity([file('handout.pdf', cat(pdf, docx))]);
    expect(res.status).toBe(201);
    const id = String(res.body.id);
    expect((await materialSettled(app, id)).materialStatus).toBe('ready');
    const indexed = await chunkText(id);
    expect(indexed).toContain('Photosynthesis turns light into sugar.');
    expect(indexed).not.toContain('Mitochondria');
  });

  it('indexes a PDF followed by a web page as the PDF alone: the script is not kept', async () => {
    const html = text('\n<html><script>fetch("/trpc/me.get").then(alert)</script></html>\n');
    const res = await createActivity([file('slides.pdf', cat(writePdf(['Cells divide.']), html))]);
    const id = String(res.body.id);
    expect((await materialSettled(app, id)).materialStatus).toBe('ready');
    expect(await chunkText(id)).toBe('Cells divide.');
  });

  it('reads a .txt that is really a PDF as a PDF, by its content, keeping its name', async () => {
    const res = await createActivity([file('notes.txt', writePdf(['Osmosis moves water.']))]);
    const id = String(res.body.id);
    expect((await materialSettled(app, id)).materialStatus).toBe('ready');
    expect(await materialOf(id)).toMatchObject([{ name: 'notes.txt', kind: 'pdf', pageCount: 1 }]);
  });

  const pdf = writePdf(['A harmless looking page.']);
  it.each([
    [
      'an ELF executable named .txt',
      'tool.txt',
      cat(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), text('x')),
    ],
    [
      'a Windows executable named .pdf',
      'setup.pdf',
      cat(text('MZ'), new Uint8Array([0x90, 0, 3, 0, 0, 0, 4, 0])),
    ],
    [
      'a Mach-O executable named .md',
      'run.md',
      new Uint8Array([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1, 3, 0, 0, 0]),
    ],
    ['a web page carrying a PDF', 'slides.pdf', cat(text('<script>alert(1)</script>\n'), pdf)],
    [
      'a web page hiding a PDF in a comment',
      'slides.pdf',
      cat(text('<html><!--'), pdf, text('--></html>')),
    ],
    [
      'an SVG image named .txt',
      'logo.txt',
      text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    [
      'a script named .md',
      'page.md',
      text('<script src="https://evil.example/x.js"></script>\n# Notes'),
    ],
  ])('refuses %s on both upload routes, naming it and storing nothing', async (_l, name, bytes) => {
    const before = await stored();
    const viaForm = await createActivity([file(name, bytes)]);
    expect(viaForm).toEqual({
      status: 400,
      body: { detail: `${name}: unsupported file type. Upload PDF, DOCX, TXT, CSV or Markdown.` },
    });
    const viaContract = await createRag([file(name, bytes)]);
    expect(viaContract.status).toBe(400);
    expect(viaContract.body.detail).toBe(viaForm.body.detail);
    expect(await stored()).toEqual(before);
  });
});

describe('polyglot pictures', () => {
  it('still takes real PNG, JPEG and WebP pictures', async () => {
    const pictures: [string, Uint8Array][] = [
      ['image/png', PNG],
      ['image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])],
      // A 1×1 lossless WebP.
      ['image/webp', Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')],
    ];
    for (const [type, bytes] of pictures) {
      const res = await uploadAvatar([{ name: 'avatar', filename: 'me', body: bytes }]);
      expect(res.status, type).toBe(200);
      const picture = await fetch(`${app.url}${String(res.body.avatarUrl)}`, {
        headers: { cookie: maria },
      });
      expect(picture.headers.get('content-type')).toBe(type);
      await picture.arrayBuffer();
    }
  });

  it('stops a picture over 2 MB as it streams, keeping the one there was', async () => {
    const before = await stored();
    const big = cat(PNG, new Uint8Array(3 * 1024 * 1024));
    const res = await uploadAvatar([{ name: 'avatar', filename: 'big.png', body: big }]);
    expect(res).toEqual({ status: 413, body: { detail: 'File too large: big.png (max 2 MB)' } });
    expect(await stored()).toEqual(before);
  });

  it('serves a PNG carrying a web page only as an inert, sandboxed image', async () => {
    const bytes = cat(PNG, text('<html><script>alert(document.cookie)</script></html>'));
    const res = await uploadAvatar([{ name: 'avatar', filename: 'me.png', body: bytes }]);
    expect(res.status).toBe(200);
    const picture = await fetch(`${app.url}${String(res.body.avatarUrl)}`, {
      headers: { cookie: maria },
    });
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = picture.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['a web page named .png', text('<html><script>alert(1)</script></html>')],
    ['an SVG named .png', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a GIF that is also JavaScript', text('GIF89a=1;alert(document.cookie);')],
    ['a WebP header wrapped around JavaScript', text('RIFF=1/*WEBP*/;alert(document.cookie)//')],
    [
      'a bare PNG signature before a web page',
      cat(PNG.slice(0, 8), text('<script>alert(1)</script>')),
    ],
  ])('refuses %s and keeps the picture there was', async (_label, bytes) => {
    const before = await stored();
    const res = await uploadAvatar([{ name: 'avatar', filename: 'me.png', body: bytes }]);
    expect(res).toEqual({
      status: 400,
      body: { detail: 'me.png: upload a PNG, JPEG or WebP image.' },
    });
    expect(await stored()).toEqual(before);
  });
});

describe('path-traversal and trick file names', () => {
  // A folder the first name tries to write into: it must never appear.
  const escape = path.join(tmpdir(), `teachchat-escape-${randomBytes(6).toString('hex')}`);
  const long = 'a'.repeat(3000);
  const books = '\u{1F4D8}'.repeat(250);
  const NAMES: [sent: string, shown: string][] = [
    [`../../../../../../../..${escape}/pwned.txt`, 'pwned.txt'],
    ['..\\..\\..\\Windows\\System32\\drivers\\etc\\hosts.txt', 'hosts.txt'],
    ['/etc/passwd', 'passwd'],
    ['C:\\Users\\Public\\notes.md', 'notes.md'],
    ['..', 'unnamed'],
    ['notes\u0000.pdf.txt', 'notes.pdf.txt'],
    ['tab\there\u0085.txt', 'tabhere.txt'],
    // U+202E would show "reportexe.txt" for a file really named "...txt.exe".
    ['report\u202Etxt.exe', 'reporttxt.exe'],
    ['\u2067evil\u2069 \u200Fname.txt', 'evil name.txt'],
    [`${long}.md`, `${'a'.repeat(197)}.md`],
    [`${books}.txt`, `${'\u{1F4D8}'.repeat(196)}.txt`],
    ['%2e%2e%2fetc%2fpasswd', '%2e%2e%2fetc%2fpasswd'],
  ];

  it('keeps only a harmless base name, shows it back as such and writes no file anywhere', async () => {
    const files = NAMES.map(([sent], i) => file(sent, `Passage number ${i} about cells.`));
    const res = await createActivity(files, 'Trick names');
    expect(res.status).toBe(201);
    // Files sent together share a creation time, so the list's order among them is open.
    const shown = (await materialOf(String(res.body.id))).map((f) => f.name).sort();
    expect(shown).toEqual(NAMES.map(([, name]) => name).sort());
    for (const name of shown) {
      expect(name).not.toMatch(/[/\\]|\p{Cc}|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
      expect([...name].length).toBeLessThanOrEqual(200);
      expect(name.isWellFormed()).toBe(true);
    }
    const contract = await createRag(files);
    expect(contract.status).toBe(200);
    expect((contract.body.files as { name: string }[]).map((f) => f.name)).toEqual(
      NAMES.map(([, name]) => name),
    );
    expect(existsSync(escape)).toBe(false);
  });

  it('names a refused file by its harmless name', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(97);
    const res = await createActivity([file('../../x/\u202Ebig\u0000.txt', big)]);
    expect(res).toEqual({ status: 413, body: { detail: 'File too large: big.txt (max 10 MB)' } });
  });
});

describe('many parts in one request', () => {
  const files = (n: number) =>
    Array.from({ length: n }, (_, i) => file(`part-${i}.txt`, `Passage ${i}.`));
  const fields = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `field${i}`, body: 'x' }));
  const routes = [
    { name: 'the create-activity form', post: createActivity, maxFiles: 20 },
    { name: 'the retrieval contract', post: createRag, maxFiles: 20 },
    {
      name: 'the profile picture',
      post: (parts: FormPart[]) =>
        uploadAvatar(parts.map((p) => (p.filename === undefined ? p : { ...p, name: 'avatar' }))),
      maxFiles: 1,
    },
  ];

  it.each([
    ['21 files', () => files(21), 413, (max: number) => `Too many files (max ${max}).`],
    ['300 files', () => files(300), 413, (max: number) => `Too many files (max ${max}).`],
    ['500 fields', () => fields(500), 413, () => 'Too many form parts.'],
    [
      'a 100 KB field',
      () => [{ name: 'notes', body: 'x'.repeat(100_000) }],
      413,
      () => 'The field notes is too long (max 64 KB).',
    ],
    [
      'a prototype field name',
      () => [{ name: '__proto__', body: '{}' }],
      400,
      () => 'The upload could not be read.',
    ],
  ])(
    'turns %s away from every upload route, storing nothing',
    async (_label, parts, status, detail) => {
      const before = await stored();
      for (const route of routes) {
        const res = await route.post(parts());
        expect({ route: route.name, ...res }).toEqual({
          route: route.name,
          status,
          body: { detail: detail(route.maxFiles) },
        });
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('answers a body no parser reads with a 415 and a detail on every upload route', async () => {
    const before = await stored();
    const callers = [
      { url: '/api/teacher/activities', headers: { cookie: maria, origin: app.url } },
      { url: '/create_RAG', headers: { authorization: `Bearer ${token}` } },
      { url: '/api/me/avatar', headers: { cookie: maria, origin: app.url } },
    ];
    for (const { url, headers } of callers) {
      const res = await fetch(`${app.url}${url}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/xml' },
        body: '<activity/>',
      });
      expect({ url, status: res.status, body: await res.json() }).toEqual({
        url,
        status: 415,
        body: { detail: 'Unsupported Media Type' },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('turns away an anonymous caller of the contract before reading its files', async () => {
    const res = await createRag(files(300), null);
    expect(res).toEqual({
      status: 401,
      body: { detail: 'A personal API token is required (Authorization: Bearer ...).' },
    });
  });

  it('stays healthy and takes a normal upload afterwards', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const res = await createActivity(files(3), 'After the storm');
    expect(res.status).toBe(201);
    expect((await materialSettled(app, String(res.body.id))).materialStatus).toBe('ready');
  });
});
