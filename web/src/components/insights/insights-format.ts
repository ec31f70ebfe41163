const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 2, 2026" for the server's 'YYYY-MM-DD' (already a day in the viewer's time). */
export function dayLabel(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
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
