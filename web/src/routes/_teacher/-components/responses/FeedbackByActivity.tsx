import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Feedback } from '@teachchat/shared';
import { FEEDBACK_MARKS, feedbackCount } from '~/components/chat/feedback-marks.ts';
import { useT } from '~/i18n/use-t.ts';
import type { ActivityFeedback } from '../common/teacher-types.ts';

function CountBadge({ feedback, count }: { feedback: Feedback; count: number }) {
  const { color, icon: MarkIcon } = FEEDBACK_MARKS[feedback];
  return (
    <Badge
      color={color}
      variant={count > 0 ? 'filled' : 'default'}
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<MarkIcon size={14} aria-hidden />}
    >
      {feedbackCount(feedback, count)}
    </Badge>
  );
}

/**
 * How students rated the assistant's replies in each activity of the filtered responses:
 * where the material or the instructions may need work.
 */
export function FeedbackByActivity({ rows }: { rows: ActivityFeedback[] | undefined }) {
  const t = useT();
  if (!rows || rows.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="feedback">
      <Title order={3} size="h5" id="feedback" mb="xs">
        {t('teacher.responses.feedbackTitle')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <Group key={row.activityId} component="li" justify="space-between" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {row.activityTitle}
              </Text>
              <Text size="xs" c="dimmed">
                {row.courseTitle}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <CountBadge feedback="like" count={row.likes} />
              <CountBadge feedback="dislike" count={row.dislikes} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
