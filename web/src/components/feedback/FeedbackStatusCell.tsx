import { Badge, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { feedbackStatus, scoreLabel } from './feedback-format.ts';

interface FeedbackStatusCellProps {
  feedback: { score: number | null; releasedAt: Date | null } | null;
}

/** A responses table's Feedback cell: released or draft, with the score; a dash if none. */
export function FeedbackStatusCell({ feedback }: FeedbackStatusCellProps) {
  // Draws again in a new language: feedbackStatus and scoreLabel read the active one.
  const t = useT();
  if (!feedback) {
    return (
      <Text size="sm" c="dimmed" aria-label={t('app.feedback.noFeedback')}>
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
        color={feedback.releasedAt ? 'teal' : 'gray'}
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
