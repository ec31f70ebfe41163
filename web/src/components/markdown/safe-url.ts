const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The link target to render, or '' for none. Assistant text comes from a model that may
 * repeat anything in the course material, so only absolute web and mail links survive:
 * no `javascript:`/`data:` URLs, and no relative paths that would act inside the app.
 */
export function safeLinkUrl(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return '';
  }
  return ALLOWED_PROTOCOLS.has(parsed.protocol) ? parsed.href : '';
}
