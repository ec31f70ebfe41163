import { Anchor, Typography } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { neededToDraw } from '../../lib/drawn-on-server.ts';
import { hasCodeBlock, mathForRemark, mayHaveMath } from './math-and-code.ts';
import type * as MathExtras from './math-extras.ts';
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

type Extra = Pick<typeof MathExtras, 'remarkPlugins' | 'rehypePlugins'>;

/** A renderer loaded the first time a message needs it; `loaded` once it is in. */
function lazyExtra(load: () => Promise<Extra>) {
  const extra = { loaded: null as Extra | null, loading: null as Promise<Extra> | null };
  return Object.assign(extra, {
    load: () => (extra.loading ??= load().then((module) => (extra.loaded = module))),
  });
}

// Each in a chunk of its own: a chat without math never downloads KaTeX.
const math = lazyExtra(() => import('./math-extras.ts'));
const code = lazyExtra(() => import('./code-extras.ts'));

// The server draws with them whenever it draws a reply; the live page taking over a drawn
// page with math or code waits for them too, so the picture does not change underneath.
if (typeof document === 'undefined') {
  neededToDraw(math.load());
  neededToDraw(code.load());
} else {
  if (document.querySelector('#root .katex')) neededToDraw(math.load());
  if (document.querySelector('#root .hljs')) neededToDraw(code.load());
}

function useExtra(extra: typeof math, needed: boolean): Extra | null {
  const [loaded, setLoaded] = useState(extra.loaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let mounted = true;
    extra.load().then(
      (module) => mounted && setLoaded(module),
      // Without it the text is still shown: math as written, code uncoloured.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [extra, needed, loaded]);
  return needed ? (loaded ?? extra.loaded) : null;
}

/** Markdown written by the assistant, rendered without any way to run or load anything. */
export const SafeMarkdown = memo(function SafeMarkdown({ children }: { children: string }) {
  const withMath = useExtra(math, mayHaveMath(children));
  const withCode = useExtra(code, hasCodeBlock(children));
  const extras = [withMath, withCode].flatMap((e) => (e ? [e] : []));
  return (
    <Typography className={classes.root}>
      <Markdown
        remarkPlugins={[...remarkPlugins, ...extras.flatMap((e) => e.remarkPlugins ?? [])]}
        rehypePlugins={extras.flatMap((e) => e.rehypePlugins ?? [])}
        components={components}
        urlTransform={safeLinkUrl}
      >
        {withMath ? mathForRemark(children) : children}
      </Markdown>
    </Typography>
  );
});
