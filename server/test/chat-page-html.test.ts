import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConversation } from '../src/chat/conversations.ts';
import { Activity } from '../src/db/entities/activity.ts';
import { Message } from '../src/db/entities/message.ts';
import { User } from '../src/db/entities/user.ts';
import { WEB_DIST } from '../src/http/web.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * A signed-in student's chat page comes drawn from the server with their conversation in it
 * (server/src/http/server-render.ts), and only theirs: anyone else gets the page as before.
 */
let app: TestApp;
let cs101: string;
const cookies: Record<string, string> = {};

// Text that would end the data's script element, or a JavaScript string, if sent as it is.
const AISHA_ASKS = 'Is binary search O(log n)? </script><script>alert(1)</script> \u2028 done';
const SOFIA_ASKS = 'What does a stable sort keep in order?';

// A reply with Markdown, and with what a model might repeat from hostile material.
const SOFIA_IS_TOLD =
  'A **stable** sort keeps equal items in order.\n\n> Quoted [here](javascript:alert(1)) <img src=x onerror=alert(1)>';

async function say(email: string, content: string, sender: 'user' | 'assistant' = 'user') {
  const em = app.db.orm.em.fork() as EntityManager;
  const student = await em.findOneOrFail(User, { email });
  const conversation = await ensureConversation(em, cs101, student.id);
  em.create(Message, { conversation, sender, content });
  await em.flush();
}

beforeAll(async () => {
  // A deadline no busy test machine misses: the page is drawn here every time.
  app = await startTestApp({ SERVE_WEB: 'true', PAGE_RENDER_MS: '10000' });
  cs101 = (await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } }))
    .id;
  for (const email of [
    'aisha.patel@example.edu', // CS101
    'sofia.ramirez@example.edu', // CS101
    'noah.kim@example.edu', // not in CS101
    'maria.okafor@example.edu', // CS101's teacher
  ]) {
    cookies[email] = (await signIn(app, email)).cookie;
  }
  await say('aisha.patel@example.edu', AISHA_ASKS);
  await say('sofia.ramirez@example.edu', SOFIA_ASKS);
  await say('sofia.ramirez@example.edu', SOFIA_IS_TOLD, 'assistant');
});
afterAll(() => app.close());

async function chatPage(email?: string, activityId = cs101) {
  const res = await fetch(`${app.url}/student_activity/${activityId}`, {
    headers: { accept: 'text/html', ...(email ? { cookie: cookies[email] ?? '' } : {}) },
  });
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

/** The answers the page was drawn from, as main.tsx reads them. */
function pageState(html: string) {
  const text = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (text === undefined) return undefined;
  return superjson.parse<{ queries: { queryKey: unknown; state: { data: unknown } }[] }>(text);
}

// Drawn by the browser, replies show as written until it is in: the page paints sooner
// without it among the preloads.
const RENDERER_PRELOAD = /<link rel="modulepreload" crossorigin href="\/assets\/SafeMarkdown-/;

const drawn = (html: string) =>
  /<div id="root" inert>(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';

describe("a student's chat page", () => {
  it('paints her conversation from the HTML, kept by no cache', async () => {
    const { res, html } = await chatPage('aisha.patel@example.edu');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const markup = drawn(html);
    expect(markup).toContain('Week 3: Searching and sorting');
    expect(markup).toContain(
      'Is binary search O(log n)? &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(markup).toMatch(/aria-label="Message"|placeholder="[^"]*"/);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('with replies drawn as the live page draws them: Markdown, with nothing that runs or loads', async () => {
    const markup = drawn((await chatPage('sofia.ramirez@example.edu')).html);
    expect(markup).toContain('A <strong>stable</strong> sort keeps equal items in order.');
    expect(markup).toMatch(/<blockquote>\s*<p>Quoted <span>here<\/span>/);
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toMatch(/javascript:|<img/);
  });

  it('announcing the Markdown renderer, which the live page waits for to take over', async () => {
    const { html } = await chatPage('aisha.patel@example.edu');
    expect(html).toMatch(RENDERER_PRELOAD);
  });

  it('with the answers it was drawn from, for the app to start with', async () => {
    const { html } = await chatPage('aisha.patel@example.edu');
    const state = pageState(html);
    const history = state?.queries.find((query) =>
      JSON.stringify(query.queryKey).includes('history'),
    )?.state.data as { messages: { content: string; createdAt: unknown }[] } | undefined;
    expect(history?.messages.map((message) => message.content)).toEqual([AISHA_ASKS]);
    // superjson keeps the dates the app formats.
    expect(history?.messages[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("holds only her own conversation, never a classmate's", async () => {
    const aisha = (await chatPage('aisha.patel@example.edu')).html;
    const sofia = (await chatPage('sofia.ramirez@example.edu')).html;
    expect(aisha).not.toContain(SOFIA_ASKS);
    expect(sofia).toContain(SOFIA_ASKS);
    expect(sofia).not.toContain('Is binary search');
  });

  it('is drawn two at a time: the rest of a class opening it at once get the page as before', async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => chatPage('aisha.patel@example.edu')),
    );
    const withData = pages.filter(({ html }) => pageState(html) !== undefined);
    expect(withData.length).toBeGreaterThan(0);
    expect(withData.length).toBeLessThan(pages.length);
    for (const { html } of pages) {
      if (pageState(html) === undefined) expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('anyone else gets the page as for everyone, with no data', () => {
  const plain = (html: string) => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('page-state');
    expect(html).not.toContain('Is binary search');
    expect(html).not.toContain(SOFIA_ASKS);
    expect(html).not.toMatch(RENDERER_PRELOAD);
  };

  it('signed out', async () => {
    const { res, html } = await chatPage();
    expect(res.headers.get('etag')).not.toBeNull();
    plain(html);
  });

  it('with a session that is not one', async () => {
    const res = await fetch(`${app.url}/student_activity/${cs101}`, {
      headers: { accept: 'text/html', cookie: 'tc_session=forged; __Host-tc_session=forged' },
    });
    plain(await res.text());
  });

  it('a student of another course', async () => {
    plain((await chatPage('noah.kim@example.edu')).html);
  });

  it("the course's teacher (the page is a student's)", async () => {
    plain((await chatPage('maria.okafor@example.edu')).html);
  });

  it('for an activity that does not exist', async () => {
    plain((await chatPage('aisha.patel@example.edu', '0b6c2c55-2f4e-4b8e-9a54-43a1b1a6f0d3')).html);
  });
});

it('while the code that draws it stays on the server', async () => {
  const res = await fetch(`${app.url}/.server/render-page.js`);
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('renderPage');
});

describe('a page that cannot be drawn goes out as for everyone', () => {
  // The built app with a server bundle that fails, or never finishes, in place of the real one.
  async function withBundle(renderPage: string, deadlineMs = '10000') {
    const dist = mkdtempSync(path.join(tmpdir(), 'teachchat-web-'));
    cpSync(path.join(WEB_DIST, 'index.html'), path.join(dist, 'index.html'));
    cpSync(path.join(WEB_DIST, '.vite'), path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(dist, '.server'));
    writeFileSync(path.join(dist, '.server', 'render-page.js'), renderPage);
    const other = await startTestApp({
      SERVE_WEB: 'true',
      WEB_DIST: dist,
      PAGE_RENDER_MS: deadlineMs,
      DATABASE_URL: app.databaseUrl,
    });
    try {
      const res = await fetch(`${other.url}/student_activity/${cs101}`, {
        headers: { accept: 'text/html', cookie: cookies['aisha.patel@example.edu'] ?? '' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBeNull();
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('page-state');
    } finally {
      await other.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }

  it('when the code that draws it does not load', () =>
    withBundle('throw new Error("missing a dependency");'));

  it('when drawing it fails', () =>
    withBundle('export async function renderPage() { throw new Error("broken"); }'));

  it('when drawing it takes too long', () =>
    withBundle(
      `export function renderPage(url) {
        // The landing page, drawn once at start, is quick; the chat page never finishes.
        return url === '/' ? Promise.resolve(null) : new Promise(() => {});
      }`,
      '200',
    ));
});
