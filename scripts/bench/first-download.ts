// What a page's first load downloads, from a build's files alone (no browser): the scripts
// index.html lists (the entry and its module preloads) and the preloads the server adds for
// the page's route (server/src/http/route-preloads.ts), each compressed with gzip at level 9.
// For / the server sends a visitor without a session the landing page's own entry instead
// (landing.html, when the build has one; server/src/http/web.ts): counted unless --signed-in.
//   npm run build && node scripts/bench/first-download.ts [--path /] [--signed-in]
//     [--dist [label=]folder ...]
// Each --dist is a build to compare (a copy of web/dist from before a change, say); by
// default web/dist. The landing page's target: at most 150 KB of JavaScript.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ViteManifest, routePreloads } from '@teachchat/server/bench-api';
import { LANDING_HTML, WEB_DIST } from '@teachchat/server/bench-api';
import { arg } from './lib/args.ts';
import { describeMachine } from './lib/machine.ts';
import { markdownTable } from './lib/table.ts';

const PAGE = arg('path', '/');
const SIGNED_IN = process.argv.includes('--signed-in');
const dists = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--dist' ? [a] : []));
const BUILDS = (dists.length > 0 ? dists : [`this build=${WEB_DIST}`]).map((dist) => {
  const [label, dir] = dist.includes('=') ? dist.split('=', 2) : [path.basename(dist), dist];
  return { label: label ?? dist, dir: path.resolve(dir ?? dist) };
});

function firstDownload(dir: string) {
  const read = (file: string) => readFileSync(path.join(dir, file));
  const manifest = JSON.parse(read('.vite/manifest.json').toString()) as ViteManifest;
  const landing = PAGE === '/' && !SIGNED_IN && existsSync(path.join(dir, LANDING_HTML));
  const indexHtml = read(landing ? LANDING_HTML : 'index.html').toString();
  const listed = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
  const files = [...new Set([...listed, ...(landing ? [] : routePreloads(manifest)(PAGE))])];
  const gzip = (kind: string) =>
    files
      .filter((file) => file.endsWith(kind))
      .reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
  return {
    js: gzip('.js'),
    css: gzip('.css'),
    jsFiles: files.filter((file) => file.endsWith('.js')).length,
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `# First download of ${PAGE}${SIGNED_IN ? ' (signed in)' : ''}\n\n${describeMachine()}\n`,
);
console.log(
  markdownTable(
    ['Build', 'JavaScript (gzip)', 'CSS (gzip)', 'Script files'],
    BUILDS.map(({ label, dir }) => {
      const { js, css, jsFiles } = firstDownload(dir);
      return [label, kb(js), kb(css), String(jsFiles)];
    }),
  ),
);
