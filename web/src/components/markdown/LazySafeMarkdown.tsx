import { Typography } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { neededToDraw } from '../../lib/drawn-on-server.ts';
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
// A page drawn by the server holds its messages as Markdown, and keeps them until the live
// page can draw them so too.
neededToDraw(loading);

/**
 * Markdown written by the assistant; plain text until the renderer has loaded. A page drawn
 * on the server (web/src/render-page.tsx) and the live page taking it over both wait for the
 * renderer (`neededToDraw`): there it is Markdown from the first frame.
 */
export const LazySafeMarkdown = memo(function LazySafeMarkdown({ children }: { children: string }) {
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
  return Markdown ? <Markdown>{children}</Markdown> : <PlainMarkdown>{children}</PlainMarkdown>;
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
