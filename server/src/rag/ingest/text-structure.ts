import { segments } from './fences.ts';

/** A span [start, end) of a section's text. */
export interface Range {
  start: number;
  end: number;
}

/** A list and the line that introduces it ("The steps are:"). */
export interface IntroducedList extends Range {
  /** What a chunk starting inside the list repeats: the lead-in's last sentence. */
  leadIn: string;
  /** Where the lead-in line ends: no chunk may end between it and the list. */
  leadInEnd: number;
}

export interface TextStructure {
  /** Fenced code blocks, fences included: kept whole in one chunk. */
  code: Range[];
  lists: IntroducedList[];
  /** Ends of lines ending in ':' that a code block follows, kept with it. */
  codeLeadInEnds: number[];
}

export const LIST_ITEM = /^[ \t]*(?:[-*+•‣◦▪–]|\d{1,3}[.)]|[a-zA-Z][.)]|\(\w{1,3}\))[ \t]+\S/;

interface Line {
  text: string;
  start: number;
  end: number;
  code: boolean;
}

/** The text's lines with their offsets, and its fenced blocks (one segment each). */
function scan(text: string): { lines: Line[]; code: Range[] } {
  const lines: Line[] = [];
  const code: Range[] = [];
  let at = 0;
  for (const segment of segments(text)) {
    if (segment.code) code.push({ start: at, end: at + segment.text.length });
    for (const line of segment.text.split('\n')) {
      lines.push({ text: line, start: at, end: at + line.length, code: segment.code });
      at += line.length + 1;
    }
  }
  return { lines, code };
}

const blank = (line: Line | undefined) => line !== undefined && line.text.trim() === '';
const isItem = (line: Line | undefined) => !!line && !line.code && LIST_ITEM.test(line.text);

/** The next non-blank line after `i`, at most one blank line away. */
function nextFilled(lines: Line[], i: number): number {
  return blank(lines[i + 1]) ? i + 2 : i + 1;
}

/** The last sentence of a lead-in line, so a long paragraph is not repeated whole. */
function lastSentence(line: string): string {
  const parts = line.trim().split(/(?<=[.!?]["'”’)]?)\s+(?=[\p{Lu}\d"“(])/u);
  return parts.at(-1) ?? line.trim();
}

/** The end (exclusive line index) of a list whose first item is line `first`. */
function listEnd(lines: Line[], first: number): number {
  let end = first + 1;
  for (let i = first + 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line || line.code) break;
    if (blank(line)) {
      // A blank line ends the list unless another item or an indented line follows.
      const after = lines[i + 1];
      if (!after || after.code || (!isItem(after) && !/^[ \t]/.test(after.text))) break;
      continue;
    }
    end = i + 1;
  }
  return end;
}

/** Where a section's lists and code blocks are, so chunk boundaries can respect them. */
export function structureOf(text: string): TextStructure {
  const { lines, code } = scan(text);
  const structure: TextStructure = { code, lists: [], codeLeadInEnds: [] };
  lines.forEach((line, i) => {
    if (line.code || !/:\s*$/.test(line.text)) return;
    const first = nextFilled(lines, i);
    const target = lines[first];
    if (target?.code) structure.codeLeadInEnds.push(line.end);
    if (!target || !isItem(target)) return;
    structure.lists.push({
      leadIn: lastSentence(line.text),
      leadInEnd: line.end,
      start: target.start,
      end: lines[listEnd(lines, first) - 1]?.end ?? target.end,
    });
  });
  return structure;
}
