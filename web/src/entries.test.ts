import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// The landing page's own entry (landing.html, for / without a session) and the app's
// (index.html) differ only in the script they load: the head (title, colour scheme,
// icons) is the same page for a visitor either way.
it('keeps landing.html the same as index.html but for its script', () => {
  const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  expect(read('landing.html').replace('/src/landing.tsx', '/src/main.tsx')).toBe(
    read('index.html'),
  );
});
