import { Badge, Button, Group } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { TeacherQuestionStatus } from '@teachchat/shared';

interface AskTeacherActionProps {
  /** Where the latest question about this reply stands; null when none was asked. */
  status: TeacherQuestionStatus | null;
  /** The student's own chat: they may ask. Without it, the question's state only. */
  onAsk?: () => void;
  /** The teacher's answer is in the conversation: the mark leads to it. */
  onShowAnswer?: () => void;
}

const markProps = {
  variant: 'light',
  color: 'orange',
  size: 'sm',
  leftSection: <IconSchool size={12} aria-hidden />,
} as const;

const mark = (label: string) => <Badge {...markProps}>{label}</Badge>;

/** "Ask my teacher" under a reply (docs/product.md#ask-my-teacher), or where it stands. */
export function AskTeacherAction({ status, onAsk, onShowAnswer }: AskTeacherActionProps) {
  if (!onAsk) {
    if (!status) return null;
    return mark(status === 'open' ? 'Asked the teacher' : 'Teacher answered');
  }
  if (status === 'open') return mark('Asked your teacher');
  const ask = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-xs"
      leftSection={<IconSchool size={14} aria-hidden />}
      onClick={onAsk}
    >
      {status === 'answered' ? 'Ask again' : 'Ask my teacher'}
    </Button>
  );
  if (status !== 'answered') return ask;
  // Answered: say so (it went back to "Ask my teacher"), and the student may ask again.
  return (
    <Group gap={4} wrap="nowrap">
      {onShowAnswer ? (
        <Badge
          {...markProps}
          component="button"
          type="button"
          onClick={onShowAnswer}
          aria-label="Your teacher answered: read the answer"
          style={{ cursor: 'pointer' }}
        >
          Your teacher answered
        </Badge>
      ) : (
        mark('Your teacher answered')
      )}
      {ask}
    </Group>
  );
}
