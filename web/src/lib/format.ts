// Every date, time, duration, count, list and size the web app shows is written here, with
// `Intl` in the reader's language (the active catalogue's, i18n/language.ts) and the school's
// time zone, so the same value reads the same on every screen. The words around a value
// ("Due: …", "3 days ago") are catalogue messages under `app.format.`.
import { activeLocale, t } from '../i18n/t.ts';
import { schoolTimeZone } from './time-zone.ts';

const DAY_MS = 86_400_000;

// Intl formatters are costly to build and each screen formats many values: one per language,
// shape and zone.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  shape: string,
  make: (locale: string) => F,
): F {
  const locale = activeLocale();
  const key = `${locale}|${shape}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) cache.set(key, (formatter = make(locale)));
  return formatter;
}

const dates = (shape: string, options: Intl.DateTimeFormatOptions, zone = schoolTimeZone()) =>
  cached(
    `${shape}|${zone ?? ''}`,
    (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }),
  );
const numbers = (shape: string, options: Intl.NumberFormatOptions = {}) =>
  cached(shape, (locale) => new Intl.NumberFormat(locale, options));

/** "1,234" (en), "1234" (es), "1 234" (fr), "1.234" (de). */
export function formatCount(value: number): string {
  return numbers('count').format(value);
}

/** "3.5" (en), "3,5" (es): a number with at most `digits` decimals. */
export function formatDecimal(value: number, digits = 1): string {
  return numbers(`decimal${digits}`, { maximumFractionDigits: digits }).format(value);
}

/** "Nov 21, 2026", "21 nov 2026". */
export function formatDate(date: Date): string {
  return dates('date', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** "January 5, 2026": the profile's long-month dates. */
export function formatLongDate(date: Date): string {
  return dates('long', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** "Nov 21, 2026, 9:15 AM": when something happened, to the minute. */
export function formatDateTime(date: Date): string {
  return dates('dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "9:15 AM", "09:15". */
export function formatTime(date: Date): string {
  return dates('time', { timeStyle: 'short' }).format(date);
}

/** "Biology, Physics, and Maths" (en), "Biología, Física y Matemáticas" (es). */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(items);
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

// A calendar day has no time zone: it is written as the same day wherever it is read.
function formatCalendarDay(date: Date): string {
  const utc = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return dates('day', { month: 'short', day: 'numeric', year: 'numeric' }, 'UTC').format(utc);
}

/** A calendar day 'YYYY-MM-DD' as 'Jan 12, 2026'; anything else as it is. */
export function formatDay(day: string): string {
  const date = parseDay(day);
  return date ? formatCalendarDay(date) : day;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago", in the reader's language. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return t('app.format.justNow');
  const relative = cached(
    'relative',
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), 'minute');
}

/** Whole days since `date`: 'Today', '1 day ago', 'N days ago' (an activity card's age). */
export function daysAgo(date: Date, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  return t('app.format.daysAgo', { days });
}

/** "Due: Dec 3, 2026", or 'No due date'. */
export function dueLabel(dueDate: Date | null): string {
  return dueDate ? t('app.format.due', { date: formatDate(dueDate) }) : t('app.format.noDueDate');
}

/** "Jan 12, 2026 – May 8, 2026 (17 weeks)" from a course's start and end days. */
export function courseDuration(startDate: string, endDate: string): string {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) return t('app.format.notScheduled');
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  const weeks = Math.max(1, Math.round(days / 7));
  return t('app.format.courseDuration', {
    start: formatCalendarDay(start),
    end: formatCalendarDay(end),
    weeks,
  });
}

/** "30 min", "1 h", "1 h 30 min"; nothing when the teacher gave no estimate. */
export function estimateLabel(minutes: number | null): string | null {
  if (minutes === null || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('app.format.minutes', { minutes: formatCount(rest) });
  if (rest === 0) return t('app.format.hours', { hours: formatCount(hours) });
  return t('app.format.hoursMinutes', { hours: formatCount(hours), minutes: formatCount(rest) });
}

/**
 * Every chat duration a teacher reads (the dashboard's Student Activity, a student's chat
 * time and average session), rounded here and nowhere else so the same time reads the
 * same: '0.4 min' and '3.5 min' below ten minutes, '25 min' below an hour, else hours to
 * one decimal ('1.5 hrs').
 */
export function chatTimeLabel(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) {
    return t('app.format.minutes', { minutes: formatCount(0) });
  }
  const tenths = Math.round(minutes * 10) / 10;
  if (tenths < 10) return t('app.format.minutes', { minutes: formatDecimal(tenths) });
  if (Math.round(minutes) < 60) {
    return t('app.format.minutes', { minutes: formatCount(Math.round(minutes)) });
  }
  const hours = Math.round((minutes / 60) * 10) / 10;
  return t('app.format.chatHours', { count: hours, hours: formatDecimal(hours) });
}

/** A week-over-week change: '+12%', '-4%', '0%', or '—' when last week had nothing. */
export function trendLabel(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return '—';
  const rounded = Math.round(percent);
  return numbers('trend', { style: 'percent', signDisplay: 'exceptZero' }).format(rounded / 100);
}

export function trendDirection(percent: number | null): 'up' | 'down' | 'flat' {
  if (percent === null || !Number.isFinite(percent) || Math.round(percent) === 0) return 'flat';
  return percent > 0 ? 'up' : 'down';
}

/** '12.4 KB': the upload list's size, always in KB. */
export function sizeInKb(bytes: number): string {
  const kb = bytes / 1024;
  const size =
    kb < 10
      ? numbers('kilobytes', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kb)
      : formatCount(Math.round(kb));
  return t('app.format.kilobytes', { size });
}

/** Status badges are capitalised: 'Pending', 'Completed'. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "45%" (en), "45 %" (fr, de): a share already in hundredths. */
export function formatPercent(value: number): string {
  return numbers('percent', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** "Monday, Nov 21, 2026", "lunes, 21 nov 2026": a day heading. */
export function formatWeekdayDate(date: Date): string {
  return dates('weekday', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** "Nov 21", "21 nov": a day of this year, on a chart's axis. */
export function formatMonthDay(date: Date): string {
  return dates('monthDay', { month: 'short', day: 'numeric' }).format(date);
}
