import { segments } from './fences.ts';
import { lowered, raised } from './script-forms.ts';

// An inline code span: a run of backticks, then anything up to the same run.
const CODE_SPAN = /(`+)[^`][\s\S]*?\1(?!`)|(`+)\2/g;
// A link's destination: no spaces, balanced parentheses one deep, an optional title.
const DESTINATION = String.raw`\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\)`;
const IMAGE = new RegExp(String.raw`!\[([^\]\n]*)\]${DESTINATION}`, 'g');
const LINK = new RegExp(String.raw`\[([^\]\n]+)\]${DESTINATION}`, 'g');
const REFERENCE_LINK = /\[([^\]\n]+)\]\[[^\]\n]*\]/g;
const AUTOLINK = /<((?:https?|mailto|ftp):[^>\s]+)>/g;
// Emphasis opens after a start, a space or punctuation and closes before one, so "2*x*y"
// and snake_case_names keep their marks; the text inside neither starts nor ends with a space.
const STRONG = /(?<![\p{L}\p{N}\\])(\*\*|__)(?=\S)([^\n]*?\S)\1(?![\p{L}\p{N}])/gu;
const EMPHASIS = /(?<![\p{L}\p{N}\\*_])([*_])(?=[^\s*_])([^\n]*?[^\s\\])\1(?![\p{L}\p{N}*_])/gu;
const STRIKE = /~~(?=\S)([^\n]*?\S)~~/g;
// Backslash escapes (CommonMark: any ASCII punctuation) are set aside while the marks are
// read, so `\*` stays a star.
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
const ESCAPED = /[\ue000-\ue07f]/g;

function withoutMarks(prose: string): string {
  return prose
    .replace(ESCAPE, (_, char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0)))
    .replace(IMAGE, '$1')
    .replace(LINK, '$1')
    .replace(REFERENCE_LINK, '$1')
    .replace(AUTOLINK, '$1')
    .replace(/<sup>([^<]*)<\/sup>/g, (_, text: string) => raised(text))
    .replace(/<sub>([^<]*)<\/sub>/g, (_, text: string) => lowered(text))
    .replace(STRONG, '$2')
    .replace(EMPHASIS, '$2')
    .replace(STRIKE, '$1')
    .replace(ESCAPED, (char) => String.fromCharCode(char.charCodeAt(0) - 0xe000));
}

/** Prose outside inline code spans. */
function outsideCodeSpans(text: string): string {
  let out = '';
  let last = 0;
  for (const span of text.matchAll(CODE_SPAN)) {
    out += withoutMarks(text.slice(last, span.index)) + span[0];
    last = span.index + span[0].length;
  }
  return out + withoutMarks(text.slice(last));
}

/**
 * Markdown's inline marks as a reader sees them rendered: emphasis without its stars and
 * underscores, links and images as their text, `<sup>`/`<sub>` as raised and lowered
 * characters. Fenced code and inline code spans are left exactly as written.
 */
export function plainMarkdown(text: string): string {
  return segments(text)
    .map((segment) => (segment.code ? segment.text : outsideCodeSpans(segment.text)))
    .join('\n');
}
