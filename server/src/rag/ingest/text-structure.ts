import { segments } from './fences.ts';

/** A span [start, end) of a section's text. */
export interface Range {
  start: number;
  end: number;
}

export interface TextStructure {
  /** Fenced code blocks, fences included: kept whole in one chunk. */
  code: Range[];
  /** Ends of lines ending in ':' that a code block follows, kept with it. */
  codeLeadInEnds: number[];
}

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
/** The next non-blank line after `i`, at most one blank line away. */
function nextFilled(lines: Line[], i: number): number {
  return blank(lines[i + 1]) ? i + 2 : i + 1;
}

/** Where a section's code blocks are, so chunk boundaries can respect them. */
export function structureOf(text: string): TextStructure {
  const { lines, code } = scan(text);
  const structure: TextStructure = { code, codeLeadInEnds: [] };
  lines.forEach((line, i) => {
    if (line.code || !/:\s*$/.test(line.text)) return;
    const first = nextFilled(lines, i);
    const target = lines[first];
    if (target?.code) structure.codeLeadInEnds.push(line.end);
  });
  return structure;
}
