import { ActivityCard as ActivityCardShell } from '~/components/activity-card/ActivityCard.tsx';
import { activityFacts, activityStatus } from '../common/activity-facts.ts';
import { StartActivityLink } from '../common/StartActivityLink.tsx';
import type { StudentActivityCard } from '../common/student-types.ts';

export function ActivityCard({ activity }: { activity: StudentActivityCard }) {
  return (
    <ActivityCardShell
      activity={activity}
      status={activityStatus(activity)}
      facts={activityFacts(activity)}
    >
      <StartActivityLink activity={activity} fullWidth mt="xs" />
    </ActivityCardShell>
  );
}
