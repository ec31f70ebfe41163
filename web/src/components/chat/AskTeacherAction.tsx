import { Badge, Button, Group } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { TeacherQuestionStatus } from '@teachchat/shared';
import { useT } from '../../i18n/use-t.ts';

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
  const t = useT();
  if (!onAsk) {
    if (!status) return null;
    return mark(t(status === 'open' ? 'app.chat.askedTheTeacher' : 'app.chat.teacherAnswered'));
  }
  if (status === 'open') return mark(t('app.chat.askedYourTeacher'));
  const ask = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-xs"
      leftSection={<IconSchool size={14} aria-hidden />}
      onClick={onAsk}
    >
      {t(status === 'answered' ? 'app.chat.askAgain' : 'app.chat.askMyTeacher')}
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
          aria-label={t('app.chat.readTheAnswer')}
          style={{ cursor: 'pointer' }}
        >
          {t('app.chat.yourTeacherAnswered')}
        </Badge>
      ) : (
        mark(t('app.chat.yourTeacherAnswered'))
      )}
      {ask}
    </Group>
  );
}
