// Every date, duration, count and size the web app shows is written here, in en-US
// (docs/product.md#business-constants), so the same value reads the same on every screen.

const DAY_MS = 86_400_000;

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const count = new Intl.NumberFormat('en-US');

/** "1,234". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "Nov 21, 2026". */
export function formatDate(date: Date): string {
  return shortDate.format(date);
}

/** "January 5, 2026": the profile's long-month dates. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** "Nov 21, 2026, 9:15 AM": when something happened, to the minute. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/**
 * A date from the server. contactMessages.list returns ORM entities, which superjson does not
 * walk, so their dates arrive as ISO strings although typed as Date.
 */
export function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar day 'YYYY-MM-DD' as a local date (not UTC midnight, which shifts the day). */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A calendar day 'YYYY-MM-DD' as 'Jan 12, 2026'; anything else as it is. */
export function formatDay(day: string): string {
  const date = parseDay(day);
  return date ? formatDate(date) : day;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), 'minute');
}

/** Whole days since `date`: 'Today', '1 day ago', 'N days ago' (an activity card's age). */
export function daysAgo(date: Date, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** "Due: Dec 3, 2026", or 'No due date'. */
export function dueLabel(dueDate: Date | null): string {
  return dueDate ? `Due: ${formatDate(dueDate)}` : 'No due date';
}

/** "Jan 12, 2026 – May 8, 2026 (17 weeks)" from a course's start and end days. */
export function courseDuration(startDate: string, endDate: string): string {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) return 'Not scheduled';
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  const weeks = Math.max(1, Math.round(days / 7));
  return `${formatDate(start)} – ${formatDate(end)} (${weeks} ${weeks === 1 ? 'week' : 'weeks'})`;
}

/** "30 min", "1 h", "1 h 30 min"; nothing when the teacher gave no estimate. */
export function estimateLabel(minutes: number | null): string | null {
  if (minutes === null || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Every chat duration a teacher reads (the dashboard's Student Activity, a student's chat
 * time and average session), rounded here and nowhere else so the same time reads the
 * same: '0.4 min' and '3.5 min' below ten minutes, '25 min' below an hour, else hours to
 * one decimal ('1.5 hrs').
 */
export function chatTimeLabel(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '0 min';
  const tenths = Math.round(minutes * 10) / 10;
  if (tenths < 10) return `${tenths} min`;
  if (Math.round(minutes) < 60) return `${Math.round(minutes)} min`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
}

/** A week-over-week change: '+12%', '-4%', '0%', or '—' when last week had nothing. */
export function trendLabel(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return '—';
  const rounded = Math.round(percent);
  return rounded > 0 ? `+${rounded}%` : `${rounded}%`;
}

export function trendDirection(percent: number | null): 'up' | 'down' | 'flat' {
  if (percent === null || !Number.isFinite(percent) || Math.round(percent) === 0) return 'flat';
  return percent > 0 ? 'up' : 'down';
}

/** '12.4 KB': the upload list's size, always in KB. */
export function sizeInKb(bytes: number): string {
  const kb = bytes / 1024;
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb).toLocaleString('en-US')} KB`;
}

/** '1 student', '3 students'. */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Status badges are capitalised: 'Pending', 'Completed'. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
