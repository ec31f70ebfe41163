// How fast pages paint: the landing page and a student's chat page of the real app (built
// web, served by the app in its own process) next to a static reference page, in headless
// Chromium (Debian's), on loopback and throttled (150 ms RTT, 1.6 Mbps down, CPU ×4 by
// CDP). Each page is loaded RUNS times in a fresh browser context (cold cache); medians.
//   npm run build && node scripts/bench/pages.ts [--runs 5] [--dist [label=]folder ...]
//     [--pages reference,landing,chat] [--messages 0]
// Each --dist is a build to compare (a copy of web/dist from before a change, say), served by
// today's server; by default web/dist. A build without a server bundle (web/dist/.server,
// from before the chat page was drawn by the server) is served as it was: today's server
// draws the chat page only with one. --messages gives the student a conversation of that
// many questions, each answered with a quoted passage.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureConversation } from '@teachchat/server/bench-api';
import { Activity } from '@teachchat/server/bench-api';
import { Message } from '@teachchat/server/bench-api';
import { WEB_DIST } from '@teachchat/server/bench-api';
import { type BenchApp, startBenchApp } from './lib/bench-app.ts';
import { ON_MATERIAL } from './lib/class-history.ts';
import { describeMachine } from './lib/machine.ts';
import { signIn } from './lib/population.ts';
import { ms, percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';
import { arg } from './lib/args.ts';

const RUNS = Number(arg('runs', '5'));
// Which pages to load, by default all three: comparing builds of one page takes a third of the time.
const PAGES = new Set(arg('pages', 'reference,landing,chat').split(','));
// --dist [label=]folder, once per build to compare; by default web/dist.
const dists = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--dist' ? [a] : []));
const BUILDS = (dists.length > 0 ? dists : [`this build=${WEB_DIST}`]).map((dist) => {
  const [label, dir] = dist.includes('=') ? dist.split('=', 2) : [path.basename(dist), dist];
  return { label: label ?? dist, dir: path.resolve(dir ?? dist) };
});
const MESSAGES = Number(arg('messages', '0'));
// Requests of the signed-in chat page's HTML alone, one after another: what drawing it costs.
const HTML_REQUESTS = 50;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const THROTTLED = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>TeachChat</h1><p>A static page of one heading and one paragraph: what a
page costs with nothing to download but itself.</p></main></body></html>`;

// Runs in the page (DOM types are not this script's): the first contentful paint and the
// last largest-contentful-paint entry so far.
const READ_PAINT = `new Promise((resolve) => {
  let fcp = NaN;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    setTimeout(() => resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? fcp }), 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ fcp, lcp: fcp }), 2000);
})`;

// Runs in the page before its own scripts: when a picture drawn by the server (#root, inert)
// becomes the live page (main.tsx lifts inert once it has drawn over it). NaN for a page
// that never had one.
const TRACK_LIVE = `new MutationObserver((_, observer) => {
  const root = document.getElementById('root');
  if (!root || root.hasAttribute('inert')) return;
  observer.disconnect();
  window.liveAt = performance.now();
}).observe(document, { subtree: true, attributeFilter: ['inert'] });`;

interface Paint {
  fcp: number;
  lcp: number;
  /** When the server's picture became the live page (NaN without one). */
  live: number;
  /** Bytes over the wire (compressed), and of JavaScript among them. */
  bytes: number;
  jsBytes: number;
  files: number;
}

interface Target {
  name: string;
  url: string;
  cookie: string | null;
  /** What shows once the page is drawn: the page's heading, the chat's message box. */
  ready: (page: Page) => Locator;
}

// An answer as long as the offline responder's: a quoted passage and its source.
const ANSWER = `From the course material:

> Binary search looks at the middle item of a sorted list. If it is the target, the search
> ends; if the target is smaller, the search goes on in the lower half, otherwise in the
> upper half. Each comparison halves what is left, so a list of a million names needs at
> most twenty comparisons, where linear search may need a million. [1]

The list must be sorted first: on an unsorted list, the half that is thrown away may hold
the target.`;

/** The student's conversation in the activity: MESSAGES questions, each answered. */
async function seedConversation(app: BenchApp, studentId: string, activityId: string) {
  if (MESSAGES === 0) return;
  const em = app.orm.em.fork() as EntityManager;
  const conversation = await ensureConversation(em, activityId, studentId);
  const start = Date.now() - 2 * MESSAGES * 60_000;
  for (let i = 0; i < MESSAGES; i++) {
    const at = (n: number) => new Date(start + (2 * i + n) * 60_000);
    const content = ON_MATERIAL[i % ON_MATERIAL.length] ?? '';
    em.create(Message, { conversation, sender: 'user', content, createdAt: at(0) });
    em.create(Message, {
      conversation,
      sender: 'assistant',
      content: ANSWER,
      offline: true,
      createdAt: at(1),
    });
  }
  await em.flush();
}

/** Milliseconds to fetch a page's whole HTML, as the browser asks for it. */
async function htmlMs(target: Target): Promise<number> {
  const started = performance.now();
  const res = await fetch(target.url, {
    headers: {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
      ...(target.cookie ? { cookie: target.cookie } : {}),
    },
  });
  await res.arrayBuffer();
  return performance.now() - started;
}

async function load(browser: Browser, target: Target, throttled: boolean) {
  const { url, cookie } = target;
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split('=');
    // For the whole origin: a cookie set for the page's URL alone would not reach /trpc, and
    // the chat page would send the visitor to sign in.
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: new URL(url).origin }]);
  }
  const page = await context.newPage();
  await page.addInitScript(TRACK_LIVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', THROTTLED);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  let bytes = 0;
  let jsBytes = 0;
  let files = 0;
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    files++;
    if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  // LCP settles once the page stops changing: wait for it to be drawn (under CPU throttling
  // the network can idle while the main bundle runs) and for the network to idle.
  await target.ready(page).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(`!document.querySelector('#root[inert]')`);
  const paint = (await page.evaluate(READ_PAINT)) as { fcp: number; lcp: number };
  const live = (await page.evaluate('window.liveAt ?? NaN')) as number;
  await context.close();
  return { ...paint, live, bytes, jsBytes, files } satisfies Paint;
}

for (const build of BUILDS) {
  if (!existsSync(`${build.dir}/index.html`)) {
    console.error(`No built web app in ${build.dir}: run npm run build first.`);
    process.exit(1);
  }
}
console.log(`# Page paint benchmark\n\n${describeMachine()}\n`);
console.log(`${BUILDS.map((build) => `- ${build.label}: ${build.dir}`).join('\n')}\n`);
const reference = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_PAGE);
});
await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
const referenceUrl = `http://127.0.0.1:${(reference.address() as AddressInfo).port}/`;
const apps: BenchApp[] = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  // One row per page and build; the builds' loads alternate, so a busy moment of the
  // machine falls on all of them alike.
  const referencePage: Target = {
    name: 'static reference page',
    url: referenceUrl,
    cookie: null,
    ready: heading,
  };
  const rows: Record<string, Target[]> = { reference: [referencePage], landing: [], chat: [] };
  for (const build of BUILDS) {
    const app = await startBenchApp({ SERVE_WEB: 'true', WEB_DIST: build.dir });
    apps.push(app);
    const student = await signIn(app.orm, 'aisha.patel@example.edu');
    const activity = await app.orm.em.fork().findOneOrFail(Activity, {
      status: 'published',
      course: { enrollments: { student: student.id } },
    });
    await seedConversation(app, student.id, activity.id);
    const suffix = BUILDS.length > 1 ? ` (${build.label})` : '';
    rows.landing?.push({
      name: `landing page /${suffix}`,
      url: `${app.url}/`,
      cookie: null,
      ready: heading,
    });
    rows.chat?.push({
      name: `student chat page${suffix}`,
      url: `${app.url}/student_activity/${activity.id}`,
      cookie: student.cookie,
      ready: (page) => page.getByRole('textbox', { name: 'Message' }),
    });
  }
  const table: string[][] = [];
  for (const throttled of [false, true]) {
    for (const [page, targets] of Object.entries(rows)) {
      if (!PAGES.has(page)) continue;
      const runs = targets.map((): Paint[] => []);
      // One warm-up load each (the server's first answers, Chromium's own start), then RUNS.
      for (const target of targets) await load(browser, target, throttled);
      for (let i = 0; i < RUNS; i++) {
        for (const [t, target] of targets.entries())
          runs[t]?.push(await load(browser, target, throttled));
      }
      for (const [t, target] of targets.entries()) {
        const median = (pick: (p: Paint) => number) => percentile((runs[t] ?? []).map(pick), 0.5);
        table.push([
          target.name,
          throttled ? 'throttled' : 'loopback',
          ms(median((p) => p.fcp)),
          ms(median((p) => p.lcp)),
          ms(median((p) => p.live)),
          (median((p) => p.bytes) / 1024).toFixed(0),
          (median((p) => p.jsBytes) / 1024).toFixed(0),
          String(median((p) => p.files)),
        ]);
        console.error(`  ${target.name}, ${throttled ? 'throttled' : 'loopback'}: done`);
      }
    }
  }
  console.log(
    markdownTable(
      [
        'Page',
        'Network',
        'FCP (ms)',
        'LCP (ms)',
        'Live (ms)',
        'Transferred (KB)',
        'JS (KB)',
        'Files',
      ],
      table,
    ),
  );
  console.log(
    `\nMedians of ${RUNS} cold loads after one warm-up. Throttled: ${THROTTLED.latency} ms latency, 1.6 Mbps down, 750 kbps up, CPU ×${CPU_SLOWDOWN}.`,
  );
  if (PAGES.has('chat')) {
    // The builds' requests alternate, as the loads above; five warm-ups each.
    const targets = rows.chat ?? [];
    const times = targets.map((): number[] => []);
    for (let i = 0; i < 5; i++) for (const target of targets) await htmlMs(target);
    for (let i = 0; i < HTML_REQUESTS; i++) {
      for (const [t, target] of targets.entries()) times[t]?.push(await htmlMs(target));
    }
    console.log(
      `\nThe signed-in chat page's HTML alone, ${HTML_REQUESTS} requests one after another (Brotli), loopback:\n`,
    );
    console.log(
      markdownTable(
        ['Page', 'p50 (ms)', 'p95 (ms)'],
        targets.map((target, t) => [
          target.name,
          ms(percentile(times[t] ?? [], 0.5)),
          ms(percentile(times[t] ?? [], 0.95)),
        ]),
      ),
    );
  }
} finally {
  await browser.close();
  for (const app of apps) await app.close();
  reference.close();
}
