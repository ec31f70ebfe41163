import { Stack, Text } from '@mantine/core';
import { FeedbackCard } from '~/components/feedback/FeedbackCard.tsx';
import type { StudentProgress } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';
import { useT } from '~/i18n/use-t.ts';

interface FeedbackListProps {
  feedback: StudentProgress['feedback'];
  /** The dashboard names each activity's course; a course's own page does not need to. */
  showCourse?: boolean;
}

/** Released feedback from the student's teachers, newest first. */
export function FeedbackList({ feedback, showCourse = false }: FeedbackListProps) {
  const t = useT();
  return (
    <Panel title={t('student.feedback.title')} fill>
      <Stack gap="md">
        {feedback.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('student.feedback.none')}
          </Text>
        ) : (
          <Stack gap="sm" mah={480} style={{ overflowY: 'auto' }}>
            {feedback.map((f) => (
              <FeedbackCard
                key={f.activityId}
                {...f}
                title={
                  showCourse
                    ? t('student.feedback.activityInCourse', {
                        activity: f.activityTitle,
                        course: f.courseCode,
                      })
                    : f.activityTitle
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
