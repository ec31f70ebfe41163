import { closesFence, fenced, openingFence } from './fences.ts';
import type { Fence } from './fences.ts';

export interface CodeBlockRules {
  /** Markdown: a block indented four spaces (or a tab) after a blank line is code. */
  markdown: boolean;
}

// reStructuredText directives whose body is code; the argument names the language.
const CODE_DIRECTIVE =
  /^(\s*)\.\.\s+(?:code-block|code|sourcecode|parsed-literal|doctest|testcode|testoutput)::[ \t]*(\S*)[ \t]*$/;
const DIRECTIVE_OPTION = /^\s+:[\w-]+:/;
const LIST_ITEM = /^\s*(?:[-*+•]|\d{1,3}[.)]|[a-zA-Z][.)])\s+\S/;
// A line that reads as code: a block opener ending in ':' (Python), a statement keyword,
// braces or a semicolon at the end, an assignment, a call, a prompt. Keywords alone are not
// enough: wrapped prose starts lines with "if", "for" or "except" too.
const CODE_LINE = new RegExp(
  [
    /[;{}]\s*$/,
    /^\s*[})\]]/,
    /^\s*(?:def|class|for|while|if|elif|else|try|except|finally|with)\b.*:\s*$/,
    /^\s*(?:return|import|from \S+ import|lambda|const|let|var|function|public|private|static|void|#include|SELECT|INSERT|UPDATE|DELETE|CREATE)\b[^.]*$/,
    /\w\s*(?:=|==|!=|\+=|-=|\*=|<-|=>|:=)\s*\S/,
    /\w\([^)]*\)[:;,]?\s*$/,
    /^\s*(?:>>>|\.\.\.|\$|>)\s/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0] ?? '';
const isBlank = (line: string | undefined) => line !== undefined && line.trim() === '';
const width = (indent: string) => indent.replace(/\t/g, '    ').length;

/** A wrapped line of prose: a sentence's end after several words, or many words. */
function isProse(line: string): boolean {
  const words = line.trim().split(/\s+/).length;
  return (/[.!?]["'”’)]?$/.test(line.trim()) && words > 6) || words > 14;
}

/** Wrapped sentences: long lines, a sentence's end, and few lines that read as code. */
function mostlyProse(lines: readonly string[]): boolean {
  const filled = lines.filter((line) => line.trim() !== '');
  const words = filled.join(' ').trim().split(/\s+/).length;
  const codeLike = filled.filter((line) => CODE_LINE.test(line)).length;
  return (
    codeLike * 2 < filled.length &&
    words >= filled.length * 6 &&
    /[.!?]["'”’)]?(\s|$)/.test(filled.join(' '))
  );
}

/** Most lines read as code and none as a sentence of prose. */
export function looksLikeCode(lines: readonly string[]): boolean {
  const filled = lines.filter((line) => line.trim() !== '');
  if (filled.length === 0 || filled.some(isProse)) return false;
  const codeLike = filled.filter((line) => CODE_LINE.test(line)).length;
  return codeLike > 0 && codeLike * 3 >= filled.length * 2;
}

/** The lines without the indentation they all share. */
function dedent(lines: readonly string[]): string[] {
  const filled = lines.filter((line) => line.trim() !== '');
  let shared = filled[0] === undefined ? '' : indentOf(filled[0]);
  for (const line of filled) {
    while (!line.startsWith(shared)) shared = shared.slice(0, -1);
  }
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(shared.length)));
}

/** The end (exclusive) of a block indented deeper than `outer`, blank lines inside it kept. */
function indentedBlockEnd(lines: readonly string[], from: number, outer: number): number {
  let end = from;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    if (width(indentOf(line)) <= outer) break;
    end = i + 1;
  }
  return end;
}

function paragraphEnd(lines: readonly string[], from: number): number {
  let end = from;
  while (end < lines.length && !isBlank(lines[end])) end++;
  return end;
}

/**
 * Where the text of the paragraph [first, last] starts: its continuation lines' indentation,
 * or after the marker of a one-line list item. A literal block is indented deeper than this.
 */
function textColumn(lines: readonly string[], first: number, last: number): number {
  const line = lines[last] ?? '';
  if (last > first) return width(indentOf(line));
  const item = /^\s*(?:[-*+•]|\d{1,3}[.)]|[a-zA-Z][.)])\s+/.exec(line);
  return width(item ? item[0] : indentOf(line));
}

/** The lead-in of a literal block without its `::`, as reStructuredText shows it. */
function literalLeadIn(line: string): string | null {
  if (/^\s*::\s*$/.test(line)) return null;
  if (/\s::\s*$/.test(line)) return line.replace(/\s+::\s*$/, '');
  return line.replace(/::\s*$/, ':');
}

/** Whether the previous paragraph is a list, whose indented lines belong to its items. */
function inList(lines: readonly string[], before: number): boolean {
  for (let i = before - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    if (LIST_ITEM.test(line)) return true;
    if (indentOf(line) === '') return false;
  }
  return false;
}

interface Block {
  /** Lines before the code that stay as text (a literal block's lead-in). */
  lead: string[];
  code: string[];
  info: string;
  end: number;
}

/** The code block that starts at line `i` (a paragraph start), if there is one. */
function codeAt(lines: readonly string[], i: number, rules: CodeBlockRules): Block | null {
  const line = lines[i] ?? '';
  const directive = CODE_DIRECTIVE.exec(line);
  if (directive) {
    let from = i + 1;
    while (
      from < lines.length &&
      (DIRECTIVE_OPTION.test(lines[from] ?? '') || isBlank(lines[from]))
    )
      from++;
    const end = indentedBlockEnd(lines, from, width(directive[1] ?? ''));
    return { lead: [], code: lines.slice(from, end), info: directive[2] ?? '', end };
  }
  const paragraph = paragraphEnd(lines, i);
  const last = lines[paragraph - 1] ?? '';
  if (/::\s*$/.test(last) && !/^\s*\.\.\s/.test(lines[i] ?? '') && isBlank(lines[paragraph])) {
    let from = paragraph;
    while (isBlank(lines[from])) from++;
    const end = indentedBlockEnd(lines, from, textColumn(lines, i, paragraph - 1));
    if (end > from) {
      const leadIn = literalLeadIn(last);
      const lead = [...lines.slice(i, paragraph - 1), ...(leadIn === null ? [] : [leadIn]), ''];
      return { lead, code: lines.slice(from, end), info: '', end };
    }
  }
  if (rules.markdown && width(indentOf(line)) >= 4 && !inList(lines, i)) {
    const end = indentedBlockEnd(lines, i, 3);
    const code = lines.slice(i, end);
    // Mostly sentences: a block quote or a definition's body of a text that only looked
    // like Markdown (reStructuredText), not code.
    if (!mostlyProse(code)) return { lead: [], code, info: '', end };
  }
  const block = lines.slice(i, paragraph);
  if (/^\s*>>>\s/.test(line)) return { lead: [], code: block, info: 'pycon', end: paragraph };
  const previous = lines.slice(0, i).findLast((l) => l.trim() !== '') ?? '';
  if (
    looksLikeCode(block) &&
    (block.length > 1 || indentOf(line) !== '' || /:\s*$/.test(previous))
  ) {
    const end = codeParagraphsEnd(lines, paragraph, line);
    return { lead: [], code: lines.slice(i, end), info: '', end };
  }
  return null;
}

/**
 * Where code that reads as code ends: blank lines do not end it while what follows is
 * indented deeper than its first line (a function's body) or reads as code too.
 */
function codeParagraphsEnd(lines: readonly string[], end: number, first: string): number {
  for (;;) {
    let next = end;
    while (isBlank(lines[next])) next++;
    if (next >= lines.length || next === end) return end;
    const after = paragraphEnd(lines, next);
    const deeper = width(indentOf(lines[next] ?? '')) > width(indentOf(first));
    const paragraph = lines.slice(next, after);
    if (paragraph.some(isProse) || (!deeper && !looksLikeCode(paragraph))) return end;
    end = after;
  }
}

/**
 * Code that plain text and Markdown show by indentation alone, written as fenced blocks
 * (dedented, so their own indentation is what remains): reStructuredText literal blocks
 * after `::` and code directives, doctest blocks, Markdown's indented code, and paragraphs
 * that read as code. Normalisation would otherwise trim their lines like prose.
 */
export function fenceCode(text: string, rules: CodeBlockRules): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let open: Fence | null = null;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (open) {
      if (closesFence(open, line)) open = null;
      out.push(line);
      i++;
      continue;
    }
    open = openingFence(line, lines[i - 1]);
    const atParagraphStart = i === 0 || isBlank(lines[i - 1]);
    const block = open || !atParagraphStart || line.trim() === '' ? null : codeAt(lines, i, rules);
    if (!block) {
      out.push(line);
      i++;
      continue;
    }
    const code = dedent(block.code);
    while (code.at(-1) === '') code.pop();
    out.push(...block.lead);
    if (code.length > 0) out.push(fenced(code.join('\n'), block.info));
    i = block.end;
  }
  return out.join('\n');
}
