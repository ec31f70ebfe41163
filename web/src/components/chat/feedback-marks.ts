import { IconThumbDownFilled, IconThumbUpFilled } from '@tabler/icons-react';
import type { Feedback } from '@teachchat/shared';
import type { MessageKey } from '../../i18n/keys.ts';
import { t } from '../../i18n/t.ts';

/**
 * How a student's like and dislike look wherever a teacher reads them: filled in a dark
 * shade, so the white text reads at 5:1 or more in both colour schemes.
 */
export const FEEDBACK_MARKS = {
  like: {
    color: 'teal.9',
    icon: IconThumbUpFilled,
    text: 'app.chat.studentLiked',
    count: 'app.chat.likes',
  },
  dislike: {
    color: 'red.9',
    icon: IconThumbDownFilled,
    text: 'app.chat.studentDisliked',
    count: 'app.chat.dislikes',
  },
} as const satisfies Record<
  Feedback,
  { color: string; icon: unknown; text: MessageKey; count: MessageKey }
>;

/** '1 like', '3 dislikes'. */
export function feedbackCount(feedback: Feedback, count: number): string {
  return t(FEEDBACK_MARKS[feedback].count, { count });
}
