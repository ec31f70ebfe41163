import { Typography } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import classes from './SafeMarkdown.module.css';

// The Markdown renderer (react-markdown with remark-gfm, about 50 KB) is the largest part of
// the chat page: the messages paint as plain text first. The import starts when this module
// runs, beside the page's other chunks, not when the first message renders.
const renderer = import('./SafeMarkdown.tsx');
const SafeMarkdown = lazy(async () => ({ default: (await renderer).SafeMarkdown }));

/** Markdown written by the assistant; plain text until the renderer has loaded. */
export const LazySafeMarkdown = memo(function LazySafeMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<PlainMarkdown>{children}</PlainMarkdown>}>
      <SafeMarkdown>{children}</SafeMarkdown>
    </Suspense>
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
