import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web build's server bundle draws (web/src/render-page.tsx). */
export interface RenderedPage {
  /** The page's markup, for index.html's #root. */
  markup: string;
  /** The answers it was drawn from: a JSON script element the app restores before drawing. */
  state: string;
  /** The language it is drawn in (the reader's) and its direction, for `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

type RenderPage = (
  url: string,
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
) => Promise<RenderedPage | null>;

/** Where the web build writes its server bundle (web/prerender.ts). */
const SERVER_BUNDLE = path.join('.server', 'render-page.js');

/**
 * The pages drawn per request: a student's chat page, whose messages then paint from the
 * HTML instead of after the app's script has run and asked for them (docs/benchmarks.md,
 * "Page paint").
 */
const SERVER_RENDERED = /^\/student_activity\/[^/?]+$/;

export type PageRenderer = (req: FastifyRequest) => Promise<RenderedPage | null>;

// Drawing a page takes tens of milliseconds of the one thread this node's chat turns run on
// (docs/benchmarks.md): when a class opens its page at once, at most this many are drawn at
// a time, and the others are the page as for anyone, drawn by the browser.
const MAX_DRAWING = 2;

/**
 * Draws a signed-in page with the app's own components (the web build's server bundle,
 * loaded only when the build has one; one that fails to load is logged and left out), its calls answered by this app's own /trpc as the
 * browser's would be: through `app.inject` with the request's cookie, so the sign-in,
 * access rules and guards are those of every call and the page holds only what its caller
 * may read. Null (the page as for anyone) without a cookie, for another route, when the
 * route does not load as itself (no session, not found, refused), on a failure (logged)
 * and past `deadlineMs` (PAGE_RENDER_MS): a render that slow has lost what it would save on
 * a fast connection. A deadline of 0 draws nothing.
 */
export async function pageRenderer(
  app: FastifyInstance,
  root: string,
  deadlineMs: number,
): Promise<PageRenderer | undefined> {
  const bundle = path.join(root, SERVER_BUNDLE);
  if (deadlineMs === 0 || !existsSync(bundle)) return undefined;
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(pathToFileURL(bundle).href)) as { renderPage: RenderPage });
    // A first render loads and compiles most of the app: done here, the first student after
    // a start does not wait for it (their page would miss the deadline). The landing page's
    // calls are never answered; it draws without them.
    await renderPage('/', () => new Promise<Response>(() => {}));
  } catch (err) {
    // Every page still works without it, as the browser draws them.
    app.log.error({ err, bundle }, 'the server bundle could not be loaded: no page is drawn here');
    return undefined;
  }
  let drawing = 0;
  return async (req) => {
    const urlPath = req.url.split('?')[0] ?? '';
    if (!SERVER_RENDERED.test(urlPath) || !req.headers.cookie) return null;
    if (drawing >= MAX_DRAWING) return null;
    drawing++;
    const drawn = renderPage(urlPath, asCaller(app, req));
    // Counted until it ends, even when the page went out without it.
    drawn.then(
      () => drawing--,
      () => drawing--,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        req.log.warn({ url: urlPath }, `page not drawn within ${deadlineMs} ms`);
        resolve(null);
      }, deadlineMs);
    });
    try {
      return await Promise.race([drawn, late]);
    } catch (err) {
      req.log.error({ err, url: urlPath }, 'page could not be drawn');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

// What a call carries of the page's request: who calls (the cookie) and from where (the
// address, behind a proxy its forwarding headers), as the browser's own call would.
const CALLER_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'];

/** A fetch for the render's tRPC client: the request's caller, asking this app's /trpc. */
function asCaller(app: FastifyInstance, req: FastifyRequest) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (!url.startsWith('/trpc/')) throw new Error(`a page asked for ${url}`);
    const headers = Object.fromEntries(new Headers(init.headers));
    for (const name of CALLER_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: req.socket.remoteAddress,
    });
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
