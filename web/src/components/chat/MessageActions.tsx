import { ActionIcon, Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCopy,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { Feedback } from '@teachchat/shared';
import { markdownAsPlainText } from '../../lib/plain-text.ts';
import { FEEDBACK_MARKS } from './feedback-marks.ts';
import { nextFeedback } from './message-format.ts';
import { useT } from '../../i18n/use-t.ts';
import { T } from '../../i18n/T.tsx';

interface MessageActionsProps {
  content: string;
  feedback: Feedback | null;
  /** Without it the student's choice shows as a mark, not a button (read-only transcripts). */
  onFeedback?: (feedback: Feedback | null) => void;
  saving?: boolean;
}

/** Copy, Like and Dislike under an assistant message. */
export function MessageActions({ content, feedback, onFeedback, saving }: MessageActionsProps) {
  const t = useT();
  const copy = () => {
    // What the reader sees, not the Markdown behind it (no ">" before a quoted passage).
    navigator.clipboard.writeText(markdownAsPlainText(content)).then(
      () => notifications.show({ message: t('app.chat.copied'), autoClose: 1500 }),
      () =>
        notifications.show({
          color: 'red',
          title: t('app.chat.copyFailed'),
          message: t('app.chat.copyFailedText'),
        }),
    );
  };
  const press = (pressed: Feedback) => {
    // Ignored rather than disabled while saving, so the focused button keeps its focus.
    if (!saving) onFeedback?.(nextFeedback(feedback, pressed));
  };
  const liked = feedback === 'like';
  const disliked = feedback === 'dislike';
  const copyButton = (
    <Tooltip label={t('app.chat.copy')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('app.chat.copy')}
        onClick={copy}
      >
        <IconCopy size={15} />
      </ActionIcon>
    </Tooltip>
  );

  if (!onFeedback) {
    return (
      <Group gap={6}>
        {copyButton}
        {feedback && <FeedbackMark feedback={feedback} />}
      </Group>
    );
  }
  return (
    <Group gap={2}>
      {copyButton}
      <Tooltip label={t(liked ? 'app.chat.liked' : 'app.chat.like')}>
        <ActionIcon
          variant="subtle"
          color={liked ? 'teal' : 'gray'}
          size="sm"
          aria-label={t('app.chat.like')}
          aria-pressed={liked}
          onClick={() => press('like')}
        >
          {liked ? <IconThumbUpFilled size={15} /> : <IconThumbUp size={15} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t(disliked ? 'app.chat.disliked' : 'app.chat.dislike')}>
        <ActionIcon
          variant="subtle"
          color={disliked ? 'red' : 'gray'}
          size="sm"
          aria-label={t('app.chat.dislike')}
          aria-pressed={disliked}
          onClick={() => press('dislike')}
        >
          {disliked ? <IconThumbDownFilled size={15} /> : <IconThumbDown size={15} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** What the student chose, for the teacher and admin reading a transcript. */
function FeedbackMark({ feedback }: { feedback: Feedback }) {
  const { color, icon: MarkIcon, text } = FEEDBACK_MARKS[feedback];
  return (
    <Badge
      color={color}
      variant="filled"
      size="sm"
      radius="sm"
      leftSection={<MarkIcon size={12} aria-hidden />}
    >
      <T id={text} components={{ 0: <VisuallyHidden />, 1: <VisuallyHidden /> }} />
    </Badge>
  );
}
