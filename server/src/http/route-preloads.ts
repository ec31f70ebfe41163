/** The part of Vite's build manifest (`build.manifest`) this module reads. */
export type ViteManifest = Record<
  string,
  {
    file: string;
    name?: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

interface PageRoute {
  /** URL segments; `$name` matches any one segment. */
  segments: string[];
  /** Public paths of the page's own chunks, its layouts' and what they import. */
  files: string[];
  /** With a page drawn by the server: what the live page loads before it takes over. */
  drawnFiles: string[];
}

const APP_ENTRY = 'index.html';

// What a page's components load on their own and the live page waits for before it draws
// over a picture drawn by the server (web/src/lib/drawn-on-server.ts): the Markdown renderer.
// Announced with such a page only: a page the browser draws shows its messages plain until
// the renderer is in, and paints sooner without it among its preloads (docs/benchmarks.md).
const NEEDED_TO_DRAW = ['src/components/markdown/SafeMarkdown.tsx'];

/** A chunk is the module by its source path, or, where the bundler made the module a chunk
 * other chunks import (its lazily loaded extras share its code), by the module's name. */
function neededToDraw(key: string, chunk: ViteManifest[string] | undefined): boolean {
  return NEEDED_TO_DRAW.some(
    (source) =>
      key === source ||
      chunk?.src === source ||
      (key.startsWith('_') && chunk?.name === source.replace(/^.*\/|\.tsx?$/g, '')),
  );
}

// A route file's lazily loaded component, as TanStack Router's code splitting names it:
// `src/routes/_student/student_activity/$activityId.tsx?tsr-split=component---pendingComponent`.
const SPLIT_COMPONENT = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;

/**
 * What a page's first load needs beyond index.html, from the build manifest: the chunks of
 * the route's component and of its layouts, with everything they import, that the entry
 * does not already bring. Without them the browser learns of these files only after the
 * main bundle has loaded and run, a round trip per level of imports. For a page drawn by the
 * server (`drawn`), also the chunks the live page waits for before it takes over.
 */
export function routePreloads(
  manifest: ViteManifest,
): (urlPath: string, drawn?: boolean) => string[] {
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  // The app's entry; the build's other one is the landing page's own (landing.html).
  const inIndexHtml = manifest[APP_ENTRY] ? closure([APP_ENTRY]) : new Set<string>();
  /** The chunks' files and styles that neither the entry nor `besides` brings. */
  const publicFiles = (chunks: Set<string>, besides = new Set<string>()) => {
    const files = new Set<string>();
    for (const key of chunks) {
      if (inIndexHtml.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      for (const file of [chunk.file, ...(chunk.css ?? [])]) {
        if (!besides.has(`/${file}`)) files.add(`/${file}`);
      }
    }
    return files;
  };

  const components = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const split = SPLIT_COMPONENT.exec(key);
    if (split?.[1] && split[2]?.split('---').includes('component')) components.set(split[1], key);
  }
  const routeFiles = [...components.keys()];
  const pages: PageRoute[] = [];
  for (const file of routeFiles) {
    // A layout (`_student.tsx` beside `_student/`) is a page only through its children.
    if (routeFiles.some((other) => other.startsWith(`${file}/`))) continue;
    const parts = file.split('/');
    const chain = parts
      .map((_, i) => components.get(parts.slice(0, i + 1).join('/')))
      .filter((key) => key !== undefined);
    const chunks = closure(chain);
    const loaded = [...chunks].flatMap((key) => manifest[key]?.dynamicImports ?? []);
    const needed = new Set(loaded.filter((key) => neededToDraw(key, manifest[key])));
    const files = publicFiles(chunks);
    const drawnFiles = publicFiles(closure([...needed]), files);
    pages.push({ segments: urlSegments(parts), files: [...files], drawnFiles: [...drawnFiles] });
  }
  // Where two routes match, the one with more fixed segments wins, as in the router.
  const fixed = (page: PageRoute) => page.segments.filter((s) => !s.startsWith('$')).length;
  pages.sort((a, b) => fixed(b) - fixed(a));

  return (urlPath, drawn = false) => {
    const segments = urlPath.split('/').filter(Boolean);
    const page = pages.find(
      (candidate) =>
        candidate.segments.length === segments.length &&
        candidate.segments.every((s, i) => s.startsWith('$') || s === segments[i]),
    );
    if (!page) return [];
    return drawn ? [...page.files, ...page.drawnFiles] : page.files;
  };
}

/** A route file's URL: pathless layouts (`_student`) and `index` add no segment. */
function urlSegments(fileParts: string[]): string[] {
  const segments = fileParts.filter((part) => !part.startsWith('_'));
  return segments.at(-1) === 'index' ? segments.slice(0, -1) : segments;
}

/** index.html with the page's files announced in its head, in the build's own form. */
export function withPreloads(indexHtml: string, files: string[]): string {
  if (files.length === 0) return indexHtml;
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('\n    ');
  return indexHtml.replace('</head>', `  ${links}\n  </head>`);
}
