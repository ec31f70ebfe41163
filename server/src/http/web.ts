import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { routePreloads, type ViteManifest, withPreloads } from './route-preloads.ts';
import { pageRenderer, type RenderedPage } from './server-render.ts';

export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

interface Page {
  html: string;
  /** A page the same for everyone; a personal one has none and is never kept. */
  etag?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the built web app; any other GET that accepts HTML gets index.html so the
 * client router can show the page (or its own 404), with that page's own chunks
 * announced in its head (route-preloads.ts), and for a signed-in student's chat page the
 * page itself drawn with their data (server-render.ts). A visitor at / without the session
 * cookie gets the landing page's own entry instead (landing.html: the same page without the
 * router, a fifth less script); with it, the app, which shows them the page with Dashboard.
 */
export async function serveWeb(
  app: FastifyInstance,
  root = WEB_DIST,
  { pageRenderMs = 0, sessionCookie }: { pageRenderMs?: number; sessionCookie: string },
): Promise<void> {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build manifest (.vite/) is the server's, not the browser's.
    dotfiles: 'ignore',
    // The build writes .br and .gz copies of its text files (web/precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be re-read.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const pageFor = pages(root, 'index.html');
  const landing = existsSync(path.join(root, LANDING_HTML))
    ? pages(root, LANDING_HTML)('/')
    : undefined;
  const render = await pageRenderer(app, root, pageRenderMs);
  app.get('/*', async (req, reply) => {
    const file = req.url.split('?')[0] ?? '/';
    if (file !== '/' && existsSync(path.join(root, path.normalize(file)))) {
      return reply.sendFile(path.normalize(file).replace(/^[/\\]+/, ''));
    }
    if (!req.headers.accept?.includes('text/html') && file !== '/') {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (file === '/' && landing) {
      // Only the cookie's presence is read: one no longer valid gets the app, which shows the
      // same page to a signed-out visitor.
      reply.header('vary', 'accept-encoding, cookie');
      if (!req.cookies[sessionCookie]) return sendPage(req, reply, landing);
    }
    const rendered = render && (await render(req));
    return sendPage(
      req,
      reply,
      rendered ? personalPage(pageFor(file, true), rendered) : pageFor(file),
    );
  });
}

/** The landing page's own entry (web/src/landing.tsx), for / without a session. */
export const LANDING_HTML = 'landing.html';

/**
 * An entry's HTML for a path, read once: with the route's preloads (for a page the server
 * draws, `drawn`, with what the live page waits for to take it over), and for a prerendered
 * page (web/prerender.ts) its markup in #root. One copy per route, compressed the first time
 * it is asked for. The landing page's entry has no routes: it loads all it needs itself.
 */
function pages(root: string, entryHtml: string): (urlPath: string, drawn?: boolean) => Page {
  const indexHtml = readFileSync(path.join(root, entryHtml), 'utf8');
  const built = (file: string): unknown =>
    existsSync(path.join(root, '.vite', file))
      ? JSON.parse(readFileSync(path.join(root, '.vite', file), 'utf8'))
      : undefined;
  const manifest = built('manifest.json') as ViteManifest | undefined;
  const preloads = manifest && entryHtml === 'index.html' ? routePreloads(manifest) : () => [];
  const prerendered = new Map(Object.entries((built('prerendered.json') ?? {}) as object));
  const byRoute = new Map<string, Page>();
  return (urlPath, drawn = false) => {
    const files = preloads(urlPath, drawn);
    const markup = prerendered.get(urlPath) as string | undefined;
    const key = `${files.join(' ')}|${markup === undefined ? '' : urlPath}`;
    let page = byRoute.get(key);
    if (!page) {
      let html = withPreloads(indexHtml, files);
      // Inert: a picture of the page until the app draws the live one over it (main.tsx), so
      // nothing typed or clicked into it is lost.
      if (markup)
        html = html.replace('<div id="root"></div>', `<div id="root" inert>${markup}</div>`);
      page = { html, etag: `"${createHash('sha256').update(html).digest('base64url')}"` };
      byRoute.set(key, page);
    }
    return page;
  };
}

/**
 * A page drawn for one user: the route's index.html with the markup in #root, inert as the
 * prerendered ones, and the data it was drawn from beside it for the app to start with. Its
 * `<html lang dir>` are those of the language it is drawn in (the reader's), not the shell's
 * English: a screen reader reads the drawn page in its own language.
 */
function personalPage(shell: Page, rendered: RenderedPage): Page {
  if (!shell.html.includes('<div id="root"></div>')) return shell;
  return {
    html: shell.html
      .replace(/<html lang="[^"]*"/, () => `<html lang="${rendered.lang}" dir="${rendered.dir}"`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" inert>${rendered.markup}</div>${rendered.state}`,
      ),
  };
}

function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page) {
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (!page.etag) {
    // One user's data: kept by no cache, shared with no one, asked for again each time.
    reply.header('cache-control', 'private, no-store');
  } else {
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    // A shared page is compressed once and kept; a personal one on every request, faster.
    const quality = page.etag ? constants.BROTLI_MAX_QUALITY : 5;
    page.br ??= brotliCompressSync(page.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality },
    });
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    page.gzip ??= gzipSync(page.html, { level: page.etag ? 9 : 6 });
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}
