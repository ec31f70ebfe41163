import { Paper, Stack, Text, Title } from '@mantine/core';
import { FeedbackCard } from '../../../../components/feedback/FeedbackCard.tsx';
import type { StudentProgress } from '../common/student-types.ts';

interface FeedbackListProps {
  feedback: StudentProgress['feedback'];
  /** The dashboard names each activity's course; a course's own page does not need to. */
  showCourse?: boolean;
}

/** Released feedback from the student's teachers, newest first. */
export function FeedbackList({ feedback, showCourse = false }: FeedbackListProps) {
  return (
    <Paper withBorder p="lg" h="100%" component="section" aria-labelledby="student-feedback">
      <Stack gap="md">
        <Title order={3} size="h4" id="student-feedback">
          Feedback
        </Title>
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
    </Paper>
  );
}
