import { Stack, Text } from '@mantine/core';
import { FeedbackCard } from '~/components/feedback/FeedbackCard.tsx';
import type { StudentProgress } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';

interface FeedbackListProps {
  feedback: StudentProgress['feedback'];
  /** The dashboard names each activity's course; a course's own page does not need to. */
  showCourse?: boolean;
}

/** Released feedback from the student's teachers, newest first. */
export function FeedbackList({ feedback, showCourse = false }: FeedbackListProps) {
  return (
    <Panel title="Feedback" fill>
      <Stack gap="md">
        {feedback.length === 0 ? (
          <Text c="dimmed" size="sm">
            No feedback yet. Your teacher&apos;s feedback appears here once it is released.
          </Text>
        ) : (
          <Stack gap="sm" mah={480} style={{ overflowY: 'auto' }}>
            {feedback.map((f) => (
              <FeedbackCard
                key={f.activityId}
                {...f}
                title={showCourse ? `${f.activityTitle} (${f.courseCode})` : f.activityTitle}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
