import { Typography } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { useDrawnOnServer } from '../../lib/drawn-on-server.ts';
import type { SafeMarkdown } from './SafeMarkdown.tsx';
import classes from './SafeMarkdown.module.css';

type Renderer = typeof SafeMarkdown;

// The Markdown renderer (react-markdown with remark-gfm, about 50 KB compressed) is the
// largest part of the chat page: the messages paint as plain text until it has loaded. The
// import starts when this module runs, beside the page's data calls. (Started once the
// messages were on screen instead, the page painted later on loopback: docs/benchmarks.md.)
// A renderer that fails to load leaves the plain text, not an error screen.
let renderer: Renderer | null = null;
const loading = import('./SafeMarkdown.tsx').then((module) => (renderer = module.SafeMarkdown));
// Its failure is handled where it is awaited; none is reported before a message mounts.
loading.catch(() => {});

/**
 * Markdown written by the assistant; plain text until the renderer has loaded. Always plain
 * in a page drawn on the server (web/src/render-page.tsx), as in the live page's first
 * frame: nothing in the picture grows when the live page takes over (a larger element drawn
 * then would be the page's largest paint, docs/benchmarks.md).
 */
export const LazySafeMarkdown = memo(function LazySafeMarkdown({ children }: { children: string }) {
  const drawnOnServer = useDrawnOnServer();
  const [Markdown, setMarkdown] = useState(() => renderer);
  useEffect(() => {
    if (Markdown) return;
    let mounted = true;
    loading.then(
      (loaded) => {
        if (mounted) setMarkdown(() => loaded);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [Markdown]);
  return Markdown && !drawnOnServer ? (
    <Markdown>{children}</Markdown>
  ) : (
    <PlainMarkdown>{children}</PlainMarkdown>
  );
});

/**
 * The text as it was written, in the renderer's box and paragraphs (a blank line starts
 * one), so the bubble keeps its place and roughly its size when the Markdown replaces it.
 */
export function PlainMarkdown({ children }: { children: string }) {
  return (
    <Typography className={classes.root}>
      {children.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className={classes.plain}>
          {paragraph.trim()}
        </p>
      ))}
    </Typography>
  );
}
