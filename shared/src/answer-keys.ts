import { z } from 'zod';
import { requiredText } from './text.ts';

/** Protected answers of an activity: short results (numbers, words, phrases). */
export const ANSWER_KEYS = { max: 50, lengthMax: 200 } as const;

export const answerKeysInput = z.object({
  activityId: z.uuid('Activity not found'),
  keys: z
    .array(requiredText('Answer', ANSWER_KEYS.lengthMax))
    .max(ANSWER_KEYS.max, `At most ${ANSWER_KEYS.max} answers`),
});
export type AnswerKeysInput = z.input<typeof answerKeysInput>;
