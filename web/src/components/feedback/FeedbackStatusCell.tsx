import { Badge, Stack, Text } from '@mantine/core';
import { feedbackStatus, scoreLabel } from './feedback-format.ts';

interface FeedbackStatusCellProps {
  feedback: { score: number | null; releasedAt: Date | null } | null;
}

/** A responses table's Feedback cell: released or draft, with the score; a dash if none. */
export function FeedbackStatusCell({ feedback }: FeedbackStatusCellProps) {
  if (!feedback) {
    return (
      <Text size="sm" c="dimmed" aria-label="No feedback">
        —
      </Text>
    );
  }
  const status = feedbackStatus(feedback);
  const score = scoreLabel(feedback.score);
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        size="sm"
        variant="light"
        color={status === 'Released' ? 'teal' : 'gray'}
        // Its label may otherwise shrink to an ellipsis when the table is tight.
        miw="max-content"
      >
        {status}
      </Badge>
      {score && (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {score}
        </Text>
      )}
    </Stack>
  );
}
