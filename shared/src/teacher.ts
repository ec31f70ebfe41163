import { z } from 'zod';
import { MODELS, TEMPERATURE, VECTOR_STORES } from './activities.ts';
import { LIMITS } from './limits.ts';
import { isStorableText, notStorableMessage, optionalText, requiredText } from './text.ts';

/**
 * The create-activity form (sent as the `activity` field of the multipart upload with the
 * material files). Files, a title, a course and a model are required
 * (docs/product.md#activity-form).
 */
export const activityCreateInput = z
  .object({
    title: requiredText('Title', LIMITS.activityTitleMax),
    courseId: z.uuid('Choose a course'),
    description: z
      .string()
      .trim()
      .max(
        LIMITS.activityDescriptionMax,
        `Description must be at most ${LIMITS.activityDescriptionMax} characters`,
      )
      .refine(isStorableText, notStorableMessage('Description'))
      .default(''),
    startDate: z.coerce.date().nullish(),
    endDate: z.coerce.date().nullish(),
    /** Shown to students when they open Instructions. */
    studentInstructions: optionalText('Instructions for students', LIMITS.instructionsMax),
    /** Private: guides the assistant (its system prompt); students never see it. */
    assistantInstructions: optionalText('Assistant instructions', LIMITS.instructionsMax),
    estimatedMinutes: z.coerce
      .number()
      .int()
      .min(1, 'Estimated time must be at least 1 minute')
      .max(LIMITS.estimatedMinutesMax)
      .nullish(),
    model: z.enum(MODELS, 'Choose a model'),
    vectorStore: z.enum(VECTOR_STORES, 'Choose a vector store').default('postgres'),
    temperature: z.coerce
      .number()
      .min(TEMPERATURE.min, 'Temperature must be between 0 and 1')
      .max(TEMPERATURE.max, 'Temperature must be between 0 and 1')
      .default(TEMPERATURE.default),
    /** false: Save as Draft; true: Create Activity (published). */
    publish: z.boolean().default(true),
  })
  .refine((a) => !a.startDate || !a.endDate || a.endDate >= a.startDate, {
    path: ['endDate'],
    message: 'End date cannot be before the start date',
  });
export type ActivityCreateInput = z.input<typeof activityCreateInput>;

export const profileUpdateInput = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Please fill in all required fields.')
    .max(LIMITS.nameMax)
    .refine(isStorableText, notStorableMessage('First Name')),
  lastName: z
    .string()
    .trim()
    .min(1, 'Please fill in all required fields.')
    .max(LIMITS.nameMax)
    .refine(isStorableText, notStorableMessage('Last Name')),
  phone: optionalText('Phone', LIMITS.phoneMax),
  bio: optionalText('Bio', LIMITS.bioMax),
});

export const AVATAR = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
