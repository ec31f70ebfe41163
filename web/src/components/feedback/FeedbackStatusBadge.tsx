import { Badge, Text } from '@mantine/core';
import { feedbackStatus, scoreLabel } from './feedback-format.ts';

interface FeedbackStatusBadgeProps {
  feedback: { score: number | null; releasedAt: Date | null } | null;
}

/** A responses table's Feedback cell: released (with the score), draft, or a dash. */
export function FeedbackStatusBadge({ feedback }: FeedbackStatusBadgeProps) {
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
    <Badge size="sm" variant="light" color={status === 'Released' ? 'teal' : 'gray'}>
      {score ? `${status} · ${score}` : status}
    </Badge>
  );
}
