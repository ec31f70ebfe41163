import { IconThumbDownFilled, IconThumbUpFilled } from '@tabler/icons-react';
import type { Feedback } from '@teachchat/shared';

/**
 * How a student's like and dislike look wherever a teacher reads them: filled in a dark
 * shade, so the white text reads at 5:1 or more in both colour schemes.
 */
export const FEEDBACK_MARKS = {
  like: { color: 'teal.9', icon: IconThumbUpFilled, text: 'Liked', one: 'like', many: 'likes' },
  dislike: {
    color: 'red.9',
    icon: IconThumbDownFilled,
    text: 'Disliked',
    one: 'dislike',
    many: 'dislikes',
  },
} as const satisfies Record<Feedback, unknown>;

/** '1 like', '3 dislikes'. */
export function feedbackCount(feedback: Feedback, count: number): string {
  const mark = FEEDBACK_MARKS[feedback];
  return `${count} ${count === 1 ? mark.one : mark.many}`;
}
