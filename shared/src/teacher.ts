import { z } from 'zod';
import { MODELS, TEMPERATURE, VECTOR_STORES } from './activities.ts';
import { LIMITS } from './limits.ts';
import { isStorableText, optionalText, requiredText } from './text.ts';
import { says } from './validation.ts';

const temperatureRange = says('temperatureRange', undefined, {
  min: TEMPERATURE.min,
  max: TEMPERATURE.max,
});

/**
 * The create-activity form (sent as the `activity` field of the multipart upload with the
 * material files). Files, a title, a course and a model are required
 * (docs/product.md#activity-form).
 */
export const activityCreateInput = z
  .object({
    title: requiredText('title', LIMITS.activityTitleMax),
    courseId: z.uuid(says('chooseCourse')),
    description: z
      .string()
      .trim()
      .max(
        LIMITS.activityDescriptionMax,
        says('tooLong', 'description', { max: LIMITS.activityDescriptionMax }),
      )
      .refine(isStorableText, says('notAllowed', 'description'))
      .default(''),
    startDate: z.coerce.date().nullish(),
    endDate: z.coerce.date().nullish(),
    /** Shown to students when they open Instructions. */
    studentInstructions: optionalText('studentInstructions', LIMITS.instructionsMax),
    /** Private: guides the assistant (its system prompt); students never see it. */
    assistantInstructions: optionalText('assistantInstructions', LIMITS.instructionsMax),
    estimatedMinutes: z.coerce
      .number()
      .int()
      .min(1, says('estimatedTime'))
      .max(LIMITS.estimatedMinutesMax)
      .nullish(),
    model: z.enum(MODELS, says('chooseModel')),
    vectorStore: z.enum(VECTOR_STORES, says('chooseVectorStore')).default('postgres'),
    temperature: z.coerce
      .number()
      .min(TEMPERATURE.min, temperatureRange)
      .max(TEMPERATURE.max, temperatureRange)
      .default(TEMPERATURE.default),
    /** false: Save as Draft; true: Create Activity (published). */
    publish: z.boolean().default(true),
  })
  .refine((a) => !a.startDate || !a.endDate || a.endDate >= a.startDate, {
    path: ['endDate'],
    ...says('activityEndBeforeStart'),
  });
export type ActivityCreateInput = z.input<typeof activityCreateInput>;

export const profileUpdateInput = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, says('fillRequired'))
    .max(LIMITS.nameMax)
    .refine(isStorableText, says('notAllowed', 'firstName')),
  lastName: z
    .string()
    .trim()
    .min(1, says('fillRequired'))
    .max(LIMITS.nameMax)
    .refine(isStorableText, says('notAllowed', 'lastName')),
  phone: optionalText('phone', LIMITS.phoneMax),
  bio: optionalText('bio', LIMITS.bioMax),
});

export const AVATAR = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
