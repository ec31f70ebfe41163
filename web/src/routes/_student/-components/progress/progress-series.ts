import { formatMonthDay } from '~/lib/format.ts';

interface ActivityProgress {
  activityTitle: string;
  messages: number;
  submittedAt: Date | null;
}

/** One bar per activity: the messages the student wrote in it. */
export function messagesPerActivity(activities: readonly ActivityProgress[]) {
  return activities.map((a) => ({ activity: a.activityTitle, messages: a.messages }));
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * Completed activities so far, one point per local day on which something was submitted
 * (a running total, oldest day first).
 */
export function completionsOverTime(activities: readonly ActivityProgress[]) {
  const submitted = activities
    .flatMap((a) => (a.submittedAt ? [a.submittedAt] : []))
    .sort((a, b) => a.getTime() - b.getTime());
  const points: { key: string; day: string; completed: number }[] = [];
  submitted.forEach((at, i) => {
    const key = dayKey(at);
    const last = points.at(-1);
    if (last?.key === key) last.completed = i + 1;
    else points.push({ key, day: formatMonthDay(at), completed: i + 1 });
  });
  return points.map(({ day, completed }) => ({ day, completed }));
}
