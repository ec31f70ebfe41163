import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, build } from 'vite';
import type { renderPage as RenderPage } from './src/render-page.tsx';

/** The pages drawn at build time: their markup paints before any script has run. */
const PAGES = ['/'];

/**
 * Where the server bundle goes, inside the build: a dot folder, which the server never
 * sends (server/src/http/web.ts serves the build without dotfiles).
 */
const SERVER_BUNDLE_DIR = '.server';

/**
 * After the browser build: builds the server bundle (src/render-page.tsx, for Node) into
 * dist/.server/render-page.js, which the server loads to draw the student chat page on
 * request (server/src/http/server-render.ts); then draws PAGES with it into
 * dist/.vite/prerendered.json, { path: markup }. The server puts a page's markup into
 * index.html's #root when it sends that path (server/src/http/web.ts); main.tsx then draws
 * the same page over it.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = 'dist';
  let configFile: string | false = false;
  let serverBuild = false;
  return {
    name: 'teachchat-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
      serverBuild = !!config.build.ssr;
    },
    async closeBundle() {
      // The server bundle's own build, started below with the same config.
      if (serverBuild) return;
      const serverDir = path.join(outDir, SERVER_BUNDLE_DIR);
      await build({
        root,
        configFile,
        mode: 'production',
        logLevel: 'warn',
        build: {
          ssr: 'src/render-page.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: {
            // The browser build's chunking (vite.config.ts) drops its entry's exports to copy
            // small shared chunks into the routes'; this entry is its exports, and its chunks
            // are read from disk, where a file costs no round trip.
            preserveEntrySignatures: 'strict',
            output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 0 } } },
          },
        },
      });
      const { renderPage } = (await import(
        pathToFileURL(path.join(serverDir, 'render-page.js')).href
      )) as { renderPage: typeof RenderPage };
      const never = () => new Promise<Response>(() => {});
      const pages: Record<string, string> = {};
      for (const page of PAGES) {
        const rendered = await renderPage(page, never);
        if (!rendered) throw new Error(`${page} did not render`);
        pages[page] = rendered.markup;
      }
      await mkdir(path.join(outDir, '.vite'), { recursive: true });
      await writeFile(path.join(outDir, '.vite', 'prerendered.json'), JSON.stringify(pages));
    },
  };
}
