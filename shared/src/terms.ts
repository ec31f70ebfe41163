import { z } from 'zod';
import { requiredText } from './text.ts';

const isoDate = (label: string) => z.iso.date(`${label} must be a date`);

/** A school term (docs/product.md#terms). */
export const termInput = z
  .object({
    name: requiredText('Term Name', 100),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,8}$/, 'Term Code is 1 to 8 letters or digits')
      .transform((c) => c.toUpperCase()),
    startDate: isoDate('Start Date'),
    endDate: isoDate('End Date'),
  })
  .refine((t) => t.endDate >= t.startDate, {
    path: ['endDate'],
    message: 'End Date cannot be before Start Date',
  });

/** Start next term: copy these courses (or every course of `fromTermId`) into `toTermId`. */
export const rolloverInput = z.object({
  fromTermId: z.uuid('Choose the term to copy from'),
  toTermId: z.uuid('Choose the term to copy into'),
  courseIds: z.array(z.uuid()).max(1000).optional(),
});
export type RolloverInput = z.infer<typeof rolloverInput>;
