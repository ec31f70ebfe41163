import { formatDate } from '../../../../lib/dates.ts';

/** "Due: Dec 3, 2026": en-US with a short month (docs/product.md#business-constants). */
export function dueLabel(dueDate: Date | null): string {
  return dueDate ? `Due: ${formatDate(dueDate)}` : 'No due date';
}

/** "30 min", "1 h", "1 h 30 min"; nothing when the teacher gave no estimate. */
export function estimateLabel(minutes: number | null): string | null {
  if (minutes === null || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Status badges are capitalised: 'Pending', 'Completed'. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "January 5, 2026": the profile's long-month dates. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** A calendar day 'YYYY-MM-DD' as a local date (not UTC midnight, which shifts the day). */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** "Jan 12, 2026 – May 8, 2026 (17 weeks)" from a course's start and end days. */
export function courseDuration(startDate: string, endDate: string): string {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) return 'Not scheduled';
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
  const weeks = Math.max(1, Math.round(days / 7));
  return `${formatDate(start)} – ${formatDate(end)} (${weeks} ${weeks === 1 ? 'week' : 'weeks'})`;
}
