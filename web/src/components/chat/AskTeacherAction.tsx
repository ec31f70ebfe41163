import { Badge, Button } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { TeacherQuestionStatus } from '@teachchat/shared';

interface AskTeacherActionProps {
  /** Where the latest question about this reply stands; null when none was asked. */
  status: TeacherQuestionStatus | null;
  /** The student's own chat: they may ask. Without it, the question's state only. */
  onAsk?: () => void;
}

const mark = (label: string) => (
  <Badge
    variant="light"
    color="orange"
    size="sm"
    leftSection={<IconSchool size={12} aria-hidden />}
  >
    {label}
  </Badge>
);

/** "Ask my teacher" under a reply (docs/product.md#ask-my-teacher), or where it stands. */
export function AskTeacherAction({ status, onAsk }: AskTeacherActionProps) {
  if (!onAsk) {
    if (!status) return null;
    return mark(status === 'open' ? 'Asked the teacher' : 'Teacher answered');
  }
  if (status === 'open') return mark('Asked your teacher');
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-xs"
      leftSection={<IconSchool size={14} aria-hidden />}
      onClick={onAsk}
    >
      Ask my teacher
    </Button>
  );
}
