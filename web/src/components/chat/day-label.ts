const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** The divider above the first message of a day: messages themselves show only the time. */
export function dayLabel(date: Date, now: Date = new Date()): string {
  if (sameDay(date, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return 'Yesterday';
  return dayFormat.format(date);
}

/** Whether a day divider goes before a message that follows `previous`. */
export function startsNewDay(previous: Date | undefined, date: Date): boolean {
  return !previous || !sameDay(previous, date);
}
