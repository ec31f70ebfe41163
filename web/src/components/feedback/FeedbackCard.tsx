import { Badge, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import { IconMessageCheck } from '@tabler/icons-react';
import { formatDate } from '../../lib/format.ts';
import { scoreLabel } from './feedback-format.ts';
import { useT } from '../../i18n/use-t.ts';

interface FeedbackCardProps {
  comment: string;
  score: number | null;
  releasedAt: Date | null;
  authorName: string | null;
  /** The activity it is about, in a list of feedback; a page about one activity needs none. */
  title?: string;
  /**
   * Beside a conversation: a long comment shows its first line, the rest on request, so
   * the conversation keeps the room.
   */
  compact?: boolean;
  /** Caps the height on screens where the card shares space with a conversation. */
  maxHeight?: number | string;
}

/** A teacher's feedback as it reads: the score, the comment, who wrote it and when. */
export function FeedbackCard(props: FeedbackCardProps) {
  const { comment, score, releasedAt, authorName, title, compact = false, maxHeight } = props;
  const label = scoreLabel(score);
  const t = useT();
  const text = (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {comment}
    </Text>
  );
  const by = [
    authorName,
    releasedAt
      ? t('app.feedback.released', { date: formatDate(releasedAt) })
      : t('app.feedback.draft'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper
      withBorder
      p={compact ? 'xs' : 'md'}
      component="article"
      aria-label={title ? t('app.feedback.on', { title }) : t('app.feedback.teacherFeedback')}
      mah={maxHeight}
      style={{ overflowY: 'auto' }}
    >
      <Stack gap={compact ? 4 : 'xs'}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconMessageCheck size={18} aria-hidden />
            <Text fw={600} truncate>
              {title ?? t('app.feedback.teacherFeedback')}
            </Text>
          </Group>
          {label && (
            <Badge
              variant="light"
              color="teal"
              size={compact ? 'md' : 'lg'}
              aria-label={t('app.feedback.score', { score: label })}
              style={{ flexShrink: 0 }}
            >
              {label}
            </Badge>
          )}
        </Group>
        {compact ? (
          <Spoiler
            maxHeight={22}
            showLabel={t('app.feedback.readAll')}
            hideLabel={t('app.feedback.showLess')}
          >
            {text}
          </Spoiler>
        ) : (
          text
        )}
        <Text size="xs" c="dimmed">
          {by}
        </Text>
      </Stack>
    </Paper>
  );
}
