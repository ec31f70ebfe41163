import { z } from 'zod';
import { says } from './validation.ts';

/** One activity's insights (its teacher's, or any for an admin). */
export const insightsInput = z.object({ activityId: z.uuid(says('activityNotFound')) });

export const insightsOverviewInput = insightsInput.extend({
  /** The viewer's offset from UTC in minutes, east positive: days and hours are theirs. */
  utcOffsetMinutes: z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60)
    .default(0),
});
