import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderSignInPage } from './dev-sign-in-page.ts';

describe('the local sign-in page', () => {
  it("carries the app's icon, so the browser asks the provider for no favicon", async () => {
    const html = renderSignInPage('uid-1', []);
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const appIcon = await readFile(
      new URL('../../../web/public/favicon.svg', import.meta.url),
      'utf8',
    );
    expect(decodeURIComponent(href?.slice('data:image/svg+xml,'.length) ?? '')).toBe(
      appIcon.trim(),
    );
  });
});
