import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { CorrectionView } from '@teachchat/shared';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { formatMessageTime } from './message-format.ts';
import { useT } from '../../i18n/use-t.ts';

interface CorrectionNoteProps {
  correction: CorrectionView;
  /** "Your teacher's correction" for the student, "Teacher's correction" for others. */
  title: string;
  /** Beside the author and time: the teacher's buttons. */
  actions?: ReactNode;
  /** Full width, as on a question card, rather than lined up with a chat bubble. */
  inCard?: boolean;
  /**
   * The teacher answered with the same words (Answer and correct): the note leads to that
   * answer instead of showing the paragraph a second time.
   */
  onShowAnswer?: () => void;
}

const BUBBLE_ALIGNED = { pl: 42, maw: { base: '100%', sm: 'calc(75% + 42px)' } } as const;

/** A teacher's correction of a reply, right under it, lined up with the assistant's bubble. */
export function CorrectionNote(props: CorrectionNoteProps) {
  const { correction, title, actions, inCard, onShowAnswer } = props;
  const when = `${formatDate(correction.updatedAt)}, ${formatMessageTime(correction.updatedAt)}`;
  const t = useT();
  return (
    <Box {...(inCard ? {} : BUBBLE_ALIGNED)}>
      <Paper
        role="note"
        aria-label={title}
        withBorder
        p="sm"
        radius="md"
        style={{ borderLeft: '4px solid var(--mantine-color-orange-filled)' }}
      >
        <Group gap={6} wrap="nowrap" mb={4}>
          <IconSchool size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {title}
          </Text>
        </Group>
        {onShowAnswer ? (
          <Text size="sm">
            {t('app.chat.asInAnswer')}{' '}
            <Anchor component="button" type="button" size="sm" onClick={onShowAnswer}>
              {t('app.chat.readIt')}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {correction.text}
          </Text>
        )}
        <Group gap="xs" mt={4} justify="space-between">
          <Text size="xs" c="dimmed">
            {[correction.authorName, when].filter(Boolean).join(' · ')}
          </Text>
          {actions}
        </Group>
      </Paper>
    </Box>
  );
}
