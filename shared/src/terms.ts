import { z } from 'zod';
import { requiredText } from './text.ts';
import { type FieldName, says } from './validation.ts';

const isoDate = (field: FieldName) => z.iso.date(says('notDate', field));

/** A school term (docs/product.md#terms). */
export const termInput = z
  .object({
    name: requiredText('termName', 100),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,8}$/, says('termCode'))
      .transform((c) => c.toUpperCase()),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
  })
  .refine((t) => t.endDate >= t.startDate, {
    path: ['endDate'],
    ...says('endBeforeStart'),
  });

/** Start next term: copy these courses (or every course of `fromTermId`) into `toTermId`. */
export const rolloverInput = z.object({
  fromTermId: z.uuid(says('chooseFromTerm')),
  toTermId: z.uuid(says('chooseToTerm')),
  courseIds: z.array(z.uuid()).max(1000).optional(),
});
export type RolloverInput = z.infer<typeof rolloverInput>;
