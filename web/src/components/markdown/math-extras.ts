import 'katex/dist/katex.min.css';
import type { Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';

/**
 * Math for replies (remark-math, KaTeX), in a chunk of its own loaded only when a message
 * has math: KaTeX is larger than the rest of the renderer (about 75 KB compressed).
 */
export const remarkPlugins: Options['remarkPlugins'] = [remarkMath];

export const rehypePlugins: Options['rehypePlugins'] = [
  // A formula KaTeX cannot read is shown in red as written, never an error.
  [rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false }],
];
