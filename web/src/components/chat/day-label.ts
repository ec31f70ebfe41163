import { t } from '../../i18n/t.ts';
import { formatWeekdayDate } from '../../lib/format.ts';

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** The divider above the first message of a day: messages themselves show only the time. */
export function dayLabel(date: Date, now: Date = new Date()): string {
  if (sameDay(date, now)) return t('app.chat.today');
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return t('app.chat.yesterday');
  return formatWeekdayDate(date);
}

/** Whether a day divider goes before a message that follows `previous`. */
export function startsNewDay(previous: Date | undefined, date: Date): boolean {
  return !previous || !sameDay(previous, date);
}
