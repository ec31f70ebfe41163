export type DemoEmbed = { kind: 'video'; src: string } | { kind: 'iframe'; src: string };

const VIDEO_FILE = /\.(mp4|webm)$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

function youtubeEmbed(id: string | null | undefined): string | undefined {
  return id && /^[\w-]{6,20}$/.test(id)
    ? `https://www.youtube-nocookie.com/embed/${id}`
    : undefined;
}

/** An iframe-able address for a page URL of the common video hosts, else the URL itself. */
function iframeSrc(url: URL): string {
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (url.pathname === '/watch') return youtubeEmbed(url.searchParams.get('v')) ?? url.href;
    const short = /^\/(?:shorts|live)\/([\w-]+)/.exec(url.pathname)?.[1];
    if (short) return youtubeEmbed(short) ?? url.href;
  }
  if (url.hostname === 'youtu.be') return youtubeEmbed(url.pathname.slice(1)) ?? url.href;
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    const id = /^\/(\d+)/.exec(url.pathname)?.[1];
    if (id) return `https://player.vimeo.com/video/${id}`;
  }
  return url.href;
}

/**
 * How to show the configured demo video: a <video> for .mp4/.webm files, an <iframe> for
 * anything else, and nothing for an address that is not http(s) (never a broken embed).
 * Same-origin paths such as /media/demo.mp4 are allowed.
 */
export function demoEmbed(address: string | null | undefined): DemoEmbed | null {
  const value = address?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const path = value.split(/[?#]/)[0] ?? value;
    return VIDEO_FILE.test(path) ? { kind: 'video', src: value } : { kind: 'iframe', src: value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'video', src: url.href };
  return { kind: 'iframe', src: iframeSrc(url) };
}
