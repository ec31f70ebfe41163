import type { StructuredTextItem } from 'unpdf';
import { toSubscript, toSuperscript } from './script-forms.ts';

/** One piece of text pdf.js placed, in PDF points (origin bottom-left). */
export interface PdfRun {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  mono: boolean;
}

/** A line of a page as it is set: its runs, where it starts and ends, its main font. */
export interface PdfLine {
  runs: PdfRun[];
  /** The line as read; raised and lowered small runs as superscripts and subscripts. */
  text: string;
  x: number;
  right: number;
  /** The baseline of its main text. */
  y: number;
  /** The font size of its main text (the size most of its characters have). */
  size: number;
  /** Every visible run is in a monospace font: a line of code. */
  mono: boolean;
}

const visible = (run: PdfRun) => run.text.trim() !== '';

/** The size most of the line's characters are set in. */
function mainSize(runs: PdfRun[]): number {
  const chars = new Map<number, number>();
  for (const run of runs.filter(visible)) {
    const size = Math.round(run.size * 10) / 10;
    chars.set(size, (chars.get(size) ?? 0) + run.text.length);
  }
  return [...chars].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
}

/**
 * A run set smaller and above or below the baseline (an exponent, a footnote mark, an index)
 * as superscript or subscript characters, where Unicode has them.
 */
function readRun(run: PdfRun, size: number, baseline: number): string {
  if (run.size >= size * 0.85 || !visible(run)) return run.text;
  const shift = run.y - baseline;
  if (shift > size * 0.15) return toSuperscript(run.text.trim()) ?? run.text;
  if (shift < -size * 0.1) return toSubscript(run.text.trim()) ?? run.text;
  return run.text;
}

function lineOf(runs: PdfRun[]): PdfLine | null {
  const shown = runs.filter(visible);
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return null;
  const size = mainSize(runs);
  const baseline = shown.find((run) => Math.round(run.size * 10) / 10 === size)?.y ?? first.y;
  return {
    runs,
    text: runs.map((run) => readRun(run, size, baseline)).join(''),
    x: Math.min(...shown.map((run) => run.x)),
    right: Math.max(...shown.map((run) => run.x + run.width)),
    y: baseline,
    size,
    mono: shown.every((run) => run.mono),
  };
}

/**
 * A page's text items grouped into lines, in the order pdf.js read them: an item starts a
 * new line when its baseline moves by more than about half a line (a raised exponent or a
 * footnote mark stays on its line).
 */
export function linesOf(items: readonly StructuredTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let runs: PdfRun[] = [];
  let baseline: number | null = null;
  let largest = 0;
  const flush = () => {
    const line = lineOf(runs);
    if (line) lines.push(line);
    runs = [];
    baseline = null;
    largest = 0;
  };
  for (const item of items) {
    if (item.str === '') continue;
    const run: PdfRun = {
      text: item.str,
      x: item.x,
      y: item.y,
      width: item.width,
      size: item.fontSize,
      mono: item.fontFamily === 'monospace',
    };
    if (baseline !== null && Math.abs(run.y - baseline) > Math.max(largest, run.size) * 0.6) {
      flush();
    }
    runs.push(run);
    // The baseline is the largest run's: a footnote mark set first does not move it.
    if (baseline === null || (visible(run) && run.size > largest)) baseline = run.y;
    if (visible(run)) largest = Math.max(largest, run.size);
  }
  flush();
  return lines;
}
