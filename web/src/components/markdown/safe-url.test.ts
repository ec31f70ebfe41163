import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './safe-url.ts';

describe('safeLinkUrl', () => {
  it('keeps http, https and mailto links', () => {
    expect(safeLinkUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeLinkUrl('http://example.org')).toBe('http://example.org/');
    expect(safeLinkUrl('mailto:teacher@example.org')).toBe('mailto:teacher@example.org');
  });

  it('drops script, data and other schemes, however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(safeLinkUrl(url)).toBe('');
    }
  });

  it('drops relative and empty links', () => {
    expect(safeLinkUrl('/auth/logout')).toBe('');
    expect(safeLinkUrl('#top')).toBe('');
    expect(safeLinkUrl('')).toBe('');
  });
});
