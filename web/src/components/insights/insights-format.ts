import { formatDay } from '../../lib/format.ts';

/** "Mar 2, 2026" for the server's 'YYYY-MM-DD' (already a day in the viewer's time). */
export function dayLabel(day: string): string {
  return formatDay(day);
}

/** "09:00": the hour a question was asked, on a 24-hour clock. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The viewer's offset from UTC in minutes, east positive, as the insights expect it. */
export function utcOffsetMinutes(now: Date = new Date()): number {
  return -now.getTimezoneOffset();
}

/** "1–3, 5, 8–9": page numbers (sorted, distinct) read as ranges. */
export function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const start = sorted[i] ?? 0;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i] ?? end;
    ranges.push(start === end ? String(start) : `${start}–${end}`);
    i++;
  }
  return ranges.join(', ');
}

/**
 * A chart's category label short enough for its axis on a phone ("week3-sear…g.pdf"):
 * the middle goes, so a file's extension and a phrase's start stay. The table has it whole.
 */
// About what the 140 pixels of an axis hold at the charts' 12px type.
export function axisLabel(text: string, max = 16): string {
  if (text.length <= max) return text;
  const tail = Math.floor((max - 1) / 3);
  return `${text.slice(0, max - 1 - tail)}…${text.slice(text.length - tail)}`;
}

/** Days drawn as a line need two points at least; fewer read as lone dots, so they are bars. */
export const LINE_MIN_DAYS = 3;
