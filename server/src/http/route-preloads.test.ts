import { describe, expect, it } from 'vitest';
import { routePreloads, type ViteManifest, withPreloads } from './route-preloads.ts';

const split = (file: string) => `src/routes/${file}.tsx?tsr-split=component---pendingComponent`;

// The shape of web/dist/.vite/manifest.json, cut down to a few routes.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_Box.js': { file: 'assets/Box-1.js', imports: ['_react.js'] },
  '_Chat.js': {
    file: 'assets/Chat-1.js',
    imports: ['_Box.js'],
    dynamicImports: ['src/components/markdown/SafeMarkdown.tsx', 'src/Toasts.tsx'],
    css: ['assets/Chat-1.css'],
  },
  'src/components/markdown/SafeMarkdown.tsx': {
    file: 'assets/SafeMarkdown-1.js',
    imports: ['_react.js', '_Box.js', '_remark.js'],
  },
  '_remark.js': { file: 'assets/remark-1.js' },
  'src/Toasts.tsx': { file: 'assets/Toasts-1.js' },
  [split('index')]: { file: 'assets/routes-1.js', imports: ['index.html', '_Box.js'] },
  [split('_student')]: { file: 'assets/_student-1.js', imports: ['index.html'] },
  [split('_student/student_activity/$activityId')]: {
    file: 'assets/_activityId-1.js',
    imports: ['_Chat.js'],
  },
  'src/routes/_student/student_activity/$activityId.tsx?tsr-split=errorComponent': {
    file: 'assets/_activityId-error.js',
  },
  [split('_admin')]: { file: 'assets/_admin-1.js' },
  [split('_admin/courses/index')]: { file: 'assets/courses-1.js' },
  [split('_admin/courses/new')]: { file: 'assets/new-1.js' },
  [split('_admin/courses/$courseCode')]: { file: 'assets/_courseCode-1.js' },
};

describe('the files a page needs beyond index.html', () => {
  const preloads = routePreloads(manifest);

  it("are the landing page's chunk and its imports, not what the entry brings", () => {
    expect(preloads('/')).toEqual(['/assets/routes-1.js', '/assets/Box-1.js']);
  });

  it("include the layout's chunk, the page's and their styles, not its error screen", () => {
    expect(preloads('/student_activity/7e0b4f5e')).toEqual([
      '/assets/_student-1.js',
      '/assets/_activityId-1.js',
      '/assets/Chat-1.js',
      '/assets/Chat-1.css',
      '/assets/Box-1.js',
    ]);
  });

  it('come from the route the router would choose', () => {
    expect(preloads('/courses')).toEqual(['/assets/_admin-1.js', '/assets/courses-1.js']);
    expect(preloads('/courses/new')).toEqual(['/assets/_admin-1.js', '/assets/new-1.js']);
    expect(preloads('/courses/CS101/')).toEqual([
      '/assets/_admin-1.js',
      '/assets/_courseCode-1.js',
    ]);
  });

  it('with a page drawn by the server, include the Markdown renderer the live page waits for', () => {
    const chat = '/student_activity/7e0b4f5e';
    expect(preloads(chat, true)).toEqual([
      ...preloads(chat),
      '/assets/SafeMarkdown-1.js',
      '/assets/remark-1.js',
    ]);
    expect(preloads(chat)).not.toContain('/assets/SafeMarkdown-1.js');
    // Only for a page whose components load it.
    expect(preloads('/courses', true)).toEqual(preloads('/courses'));
  });

  it('are none for a path that is no page', () => {
    expect(preloads('/student_activity')).toEqual([]);
    expect(preloads('/no/such/page')).toEqual([]);
  });
});

describe('index.html with preloads', () => {
  const html = '<html><head><title>T</title></head><body></body></html>';

  it('announces scripts as module preloads and styles as stylesheets, in the head', () => {
    expect(withPreloads(html, ['/assets/a.js', '/assets/b.css'])).toBe(
      '<html><head><title>T</title>  <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/b.css">\n  </head><body></body></html>',
    );
  });

  it('is left as it is when a page needs nothing more', () => {
    expect(withPreloads(html, [])).toBe(html);
  });
});
