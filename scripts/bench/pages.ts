// How fast pages paint: the landing page and a student's chat page of the real app (built
// web, served by the app in its own process) next to a static reference page, in headless
// Chromium (Debian's), on loopback and throttled (150 ms RTT, 1.6 Mbps down, CPU ×4 by
// CDP). Each page is loaded RUNS times in a fresh browser context (cold cache); medians.
//   npm run build && node scripts/bench/pages.ts [--runs 5]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { Activity } from '../../server/src/db/entities/activity.ts';
import { WEB_DIST } from '../../server/src/http/web.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { describeMachine } from './lib/machine.ts';
import { signIn } from './lib/population.ts';
import { ms, percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1] : undefined) ?? fallback;
};
const RUNS = Number(arg('runs', '5'));
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

interface Paint {
  fcp: number;
  lcp: number;
  /** Bytes over the wire (compressed), and of JavaScript among them. */
  bytes: number;
  jsBytes: number;
  files: number;
}

async function load(browser: Browser, url: string, cookie: string | null, throttled: boolean) {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url }]);
  }
  const page = await context.newPage();
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
  // LCP settles once the page stops changing: wait for the network to idle, then read it.
  await page.waitForLoadState('networkidle');
  const paint = (await page.evaluate(READ_PAINT)) as { fcp: number; lcp: number };
  await context.close();
  return { ...paint, bytes, jsBytes, files } satisfies Paint;
}

if (!existsSync(`${WEB_DIST}/index.html`)) {
  console.error('The web app is not built: run npm run build first.');
  process.exit(1);
}
console.log(`# Page paint benchmark\n\n${describeMachine()}\n`);
const reference = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_PAGE);
});
await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
const referenceUrl = `http://127.0.0.1:${(reference.address() as AddressInfo).port}/`;
const app = await startBenchApp({ SERVE_WEB: 'true' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const student = await signIn(app.orm, 'aisha.patel@example.edu');
  const activity = await app.orm.em.fork().findOneOrFail(Activity, {
    status: 'published',
    course: { enrollments: { student: student.id } },
  });
  const pages: [string, string, string | null][] = [
    ['static reference page', referenceUrl, null],
    ['landing page /', `${app.url}/`, null],
    ['student chat page', `${app.url}/student_activity/${activity.id}`, student.cookie],
  ];
  const rows: string[][] = [];
  for (const throttled of [false, true]) {
    for (const [name, url, cookie] of pages) {
      const runs: Paint[] = [];
      // One warm-up load (the server's first answers, Chromium's own start), then RUNS.
      await load(browser, url, cookie, throttled);
      for (let i = 0; i < RUNS; i++) runs.push(await load(browser, url, cookie, throttled));
      const median = (pick: (p: Paint) => number) => percentile(runs.map(pick), 0.5);
      rows.push([
        name,
        throttled ? 'throttled' : 'loopback',
        ms(median((p) => p.fcp)),
        ms(median((p) => p.lcp)),
        (median((p) => p.bytes) / 1024).toFixed(0),
        (median((p) => p.jsBytes) / 1024).toFixed(0),
        String(median((p) => p.files)),
      ]);
      console.error(`  ${name}, ${throttled ? 'throttled' : 'loopback'}: done`);
    }
  }
  console.log(
    markdownTable(
      ['Page', 'Network', 'FCP (ms)', 'LCP (ms)', 'Transferred (KB)', 'JS (KB)', 'Files'],
      rows,
    ),
  );
  console.log(
    `\nMedians of ${RUNS} cold loads after one warm-up. Throttled: ${THROTTLED.latency} ms latency, 1.6 Mbps down, 750 kbps up, CPU ×${CPU_SLOWDOWN}.`,
  );
} finally {
  await browser.close();
  await app.close();
  reference.close();
}
