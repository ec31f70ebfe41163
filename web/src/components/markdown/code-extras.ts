import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import type { Options } from 'react-markdown';
import './code-colors.css';
import { rehypeCodeColors } from './rehype-code-colors.ts';

/**
 * Code colouring for replies, in a chunk of its own loaded only when a message has a code
 * block. The languages are the courses'; a fence naming another, or none, stays plain.
 */
export const remarkPlugins: Options['remarkPlugins'] = [];

export const rehypePlugins: Options['rehypePlugins'] = [
  [
    rehypeCodeColors,
    {
      languages: { bash, c, cpp, css, java, javascript, json, python, r, sql, typescript, xml },
      aliases: { bash: ['sh', 'shell'], javascript: ['js'], typescript: ['ts'], xml: ['html'] },
    },
  ],
];
