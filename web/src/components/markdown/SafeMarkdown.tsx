import { Anchor, Typography } from '@mantine/core';
import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import classes from './SafeMarkdown.module.css';
import { safeLinkUrl } from './safe-url.ts';

// No rehype-raw: HTML in the text stays visible text, never markup. No images at all: a
// remote image would tell a third party who reads the chat and when; its alt text is kept.
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

const remarkPlugins = [remarkGfm];

/** Markdown written by the assistant, rendered without any way to run or load anything. */
export const SafeMarkdown = memo(function SafeMarkdown({ children }: { children: string }) {
  return (
    <Typography className={classes.root}>
      <Markdown remarkPlugins={remarkPlugins} components={components} urlTransform={safeLinkUrl}>
        {children}
      </Markdown>
    </Typography>
  );
});
