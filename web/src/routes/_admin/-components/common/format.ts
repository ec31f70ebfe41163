const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
