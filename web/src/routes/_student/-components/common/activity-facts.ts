import { IconCalendar, IconClock } from '@tabler/icons-react';
import type { Fact } from '~/components/fact-row/FactRow.tsx';
import { dueLabel, estimateLabel } from '~/lib/format.ts';
import type { StudentActivityCard } from './student-types.ts';
import { t } from '~/i18n/t.ts';

/** 'Pending' in yellow, 'Completed' in green. */
export function activityStatus(activity: StudentActivityCard) {
  return {
    label: t(
      activity.status === 'completed' ? 'student.status.completed' : 'student.status.pending',
    ),
    color: activity.status === 'completed' ? 'green' : 'yellow',
  };
}

/** When it is due, and how long it takes when the teacher said. */
export function activityFacts(activity: StudentActivityCard): Fact[] {
  const estimate = estimateLabel(activity.estimatedMinutes);
  return [
    { icon: IconCalendar, text: dueLabel(activity.dueDate) },
    ...(estimate ? [{ icon: IconClock, text: estimate }] : []),
  ];
}
