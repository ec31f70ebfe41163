import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, createServer } from 'vite';

/** The pages drawn at build time: their markup paints before any script has run. */
const PAGES = ['/'];

/**
 * Renders PAGES with the app's own components (src/prerender.tsx, loaded by a Vite server
 * in SSR mode) into dist/.vite/prerendered.json, { path: markup }. The server puts a page's
 * markup into index.html's #root when it sends that path (server/src/http/web.ts); main.tsx
 * then draws the same page over it.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = 'dist';
  let configFile: string | false = false;
  return {
    name: 'teachchat-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const { prerender: render } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          prerender: (url: string) => Promise<string>;
        };
        const pages: Record<string, string> = {};
        for (const page of PAGES) pages[page] = await render(page);
        await mkdir(path.join(outDir, '.vite'), { recursive: true });
        await writeFile(path.join(outDir, '.vite', 'prerendered.json'), JSON.stringify(pages));
      } finally {
        await server.close();
      }
    },
  };
}
