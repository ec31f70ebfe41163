import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCopy,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { Feedback } from '@teachchat/shared';
import { nextFeedback } from './message-format.ts';

interface MessageActionsProps {
  content: string;
  feedback: Feedback | null;
  /** Without it the like and dislike marks only show what was chosen (read-only transcripts). */
  onFeedback?: (feedback: Feedback | null) => void;
  saving?: boolean;
}

/** Copy, Like and Dislike under an assistant message. */
export function MessageActions({ content, feedback, onFeedback, saving }: MessageActionsProps) {
  const copy = () => {
    navigator.clipboard.writeText(content).then(
      () => notifications.show({ message: 'Copied', autoClose: 1500 }),
      () =>
        notifications.show({
          color: 'red',
          title: 'Could not copy',
          message: 'Your browser did not allow access to the clipboard.',
        }),
    );
  };
  const press = (pressed: Feedback) => {
    // Ignored rather than disabled while saving, so the focused button keeps its focus.
    if (!saving) onFeedback?.(nextFeedback(feedback, pressed));
  };
  const liked = feedback === 'like';
  const disliked = feedback === 'dislike';

  return (
    <Group gap={2}>
      <Tooltip label="Copy">
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Copy" onClick={copy}>
          <IconCopy size={15} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={liked ? 'Liked' : 'Like'}>
        <ActionIcon
          variant="subtle"
          color={liked ? 'teal' : 'gray'}
          size="sm"
          aria-label="Like"
          aria-pressed={liked}
          disabled={!onFeedback}
          onClick={() => press('like')}
        >
          {liked ? <IconThumbUpFilled size={15} /> : <IconThumbUp size={15} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={disliked ? 'Disliked' : 'Dislike'}>
        <ActionIcon
          variant="subtle"
          color={disliked ? 'red' : 'gray'}
          size="sm"
          aria-label="Dislike"
          aria-pressed={disliked}
          disabled={!onFeedback}
          onClick={() => press('dislike')}
        >
          {disliked ? <IconThumbDownFilled size={15} /> : <IconThumbDown size={15} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
