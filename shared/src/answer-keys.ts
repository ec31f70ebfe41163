import { z } from 'zod';
import { requiredText } from './text.ts';
import { says } from './validation.ts';

/** Protected answers of an activity: short results (numbers, words, phrases). */
export const ANSWER_KEYS = { max: 50, lengthMax: 200 } as const;

export const answerKeysInput = z.object({
  activityId: z.uuid(says('activityNotFound')),
  keys: z
    .array(requiredText('answer', ANSWER_KEYS.lengthMax))
    .max(ANSWER_KEYS.max, says('answersMax', undefined, { max: ANSWER_KEYS.max })),
});
export type AnswerKeysInput = z.input<typeof answerKeysInput>;
