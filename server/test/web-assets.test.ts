import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/auth/sessions.ts';
import type { ViteManifest } from '../src/http/route-preloads.ts';
import { WEB_DIST } from '../src/http/web.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
});
afterAll(() => app.close());

/** A raw GET (fetch would decode the body and hide how it was sent). */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${app.url}${url}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

// The largest script every page loads (the entry itself may be a few bytes that import it).
const script = [
  ...readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8').matchAll(
    /(?:src|href)="(\/assets\/[^"]+\.js)"/g,
  ),
]
  .map((match) => match[1] ?? '')
  .sort((a, b) => statSync(path.join(WEB_DIST, b)).size - statSync(path.join(WEB_DIST, a)).size)[0];
const original = () => readFileSync(path.join(WEB_DIST, script ?? ''));

describe('the built web app is sent compressed', () => {
  it('as Brotli to a browser that accepts it, cached for good', async () => {
    const res = await get(script ?? '', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).equals(original())).toBe(true);
    expect(res.body.length).toBeLessThan(original().length / 2);
  });

  it('as gzip to one that accepts only gzip', async () => {
    const res = await get(script ?? '', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).equals(original())).toBe(true);
  });

  it('as it is to one that accepts neither', async () => {
    const res = await get(script ?? '', {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(original())).toBe(true);
  });

  it('including the page every route opens with, which is never cached', async () => {
    const res = await get('/student_dashboard', {
      accept: 'text/html',
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toContain('<div id="root">');
  });
});

describe('the page every route opens with', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const chunkOf = (route: string) =>
    `/${manifest[`src/routes/${route}.tsx?tsr-split=component---pendingComponent`]?.file}`;
  const page = async (url: string, headers: Record<string, string> = {}) =>
    get(url, { accept: 'text/html', ...headers });

  it("announces the chat page's own chunks, so they load beside the main bundle", async () => {
    const res = await page('/student_activity/0b6c2c55-2f4e-4b8e-9a54-43a1b1a6f0d3');
    const html = res.body.toString();
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${chunkOf('_student')}">`);
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="${chunkOf('_student/student_activity/$activityId')}">`,
    );
    expect(html).not.toContain(chunkOf('index'));
  });

  it('is, at / without a session, the landing page on its own, without the app', async () => {
    const res = await page('/');
    const html = res.body.toString();
    expect(html).toContain(`src="/${manifest['landing.html']?.file}"`);
    expect(html).not.toContain(`/${manifest['index.html']?.file}`);
    expect(html).not.toContain(chunkOf('index'));
    expect(res.headers.vary).toBe('accept-encoding, cookie');
  });

  it("and with one, the app with the landing page's own chunks", async () => {
    const res = await page('/', { cookie: `${sessionCookieName(false)}=anything` });
    const html = res.body.toString();
    expect(html).toContain(`src="/${manifest['index.html']?.file}"`);
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${chunkOf('index')}">`);
    expect(html).not.toContain(chunkOf('_student'));
    expect(html).toMatch(/<div id="root" inert>.*Turn your course material/s);
    expect(res.headers.vary).toBe('accept-encoding, cookie');
  });

  it('holds the landing page itself, drawn at build time, until the app takes over', async () => {
    const html = (await page('/')).body.toString();
    expect(html).toMatch(/<div id="root" inert>.*Turn your course material/s);
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('<script src="/color-scheme.js"></script>');
    const other = (await page('/student_dashboard')).body.toString();
    expect(other).toContain('<div id="root"></div>');
  });

  it('is answered 304 when the browser holds the same copy', async () => {
    const first = await page('/student_dashboard', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain(chunkOf('_student/student_dashboard'));
    const again = await page('/student_dashboard', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('while the build manifest it is made from stays on the server', async () => {
    expect((await get('/.vite/manifest.json', {})).status).toBe(404);
    expect((await page('/.vite/manifest.json')).body.toString()).not.toContain('"isEntry"');
  });
});
