import { z } from 'zod';
import { courseCodeSchema } from './admin.ts';
import { DEPARTMENTS, type DepartmentCode } from './departments.ts';
import { ROSTER_ROLES } from './roles.ts';
import { emailSchema } from './schemas.ts';
import { isStorableText, optionalText, requiredText } from './text.ts';
import { customIssue, says } from './validation.ts';

/**
 * One roster: up to 5,000 people. 600,000 characters stays under the server's 1 MiB body
 * limit for text in Latin scripts (about 120 characters a row).
 */
export const ROSTER_LIMITS = { maxRows: 5000, maxChars: 600_000 } as const;

/** The columns a roster may have, in the order of the template; headers match loosely. */
export const ROSTER_COLUMNS = [
  { key: 'firstName', header: 'First Name', required: true },
  { key: 'lastName', header: 'Last Name', required: true },
  { key: 'email', header: 'Email', required: true },
  { key: 'department', header: 'Department', required: false },
  { key: 'phone', header: 'Phone', required: false },
  { key: 'courseCode', header: 'Course Code', required: false },
] as const;
export type RosterColumnKey = (typeof ROSTER_COLUMNS)[number]['key'];

export const rosterInput = z.object({
  role: z.enum(ROSTER_ROLES, says('rosterRole')),
  csv: z
    .string()
    .max(ROSTER_LIMITS.maxChars, says('rosterTooLong', undefined, { max: ROSTER_LIMITS.maxChars }))
    .refine((text) => text.trim() !== '', says('rosterEmpty'))
    .refine(isStorableText, says('rosterNotAllowed')),
});
export type RosterInput = z.input<typeof rosterInput>;

/** A department by its code ('cs') or its name ('Computer Science'), in any case. */
export function findDepartment(text: string): DepartmentCode | undefined {
  const wanted = text.trim().toLowerCase();
  return DEPARTMENTS.find((d) => d.code === wanted || d.label.toLowerCase() === wanted)?.code;
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const rosterDepartment = z.preprocess(
  blankToNull,
  z
    .string()
    .transform((text, ctx) => {
      const code = findDepartment(text);
      if (!code) {
        ctx.addIssue(customIssue('unknownDepartment', { department: text.trim() }));
        return z.NEVER;
      }
      return code;
    })
    .nullable(),
);

/** One roster row's cells, checked with the same rules and messages as the Add forms. */
export const rosterRowSchema = z.object({
  firstName: requiredText('firstName', 100),
  lastName: requiredText('lastName', 100),
  email: emailSchema,
  departmentCode: rosterDepartment,
  phone: optionalText('phoneNumber', 40),
  courseCode: z.preprocess(blankToNull, courseCodeSchema.nullable()),
});
export type RosterRowValues = z.output<typeof rosterRowSchema>;

/**
 * What importing a row does: add the person (and enroll them), enroll a person who is
 * already registered, skip a row with nothing left to do, or nothing, for a row in error.
 */
export const ROSTER_ROW_STATUSES = ['add', 'enroll', 'skip', 'error'] as const;
export type RosterRowStatus = (typeof ROSTER_ROW_STATUSES)[number];

/** How a row's status reads, on the page and in the error report. */
export const ROSTER_STATUS_LABELS: Record<RosterRowStatus, string> = {
  add: 'New',
  enroll: 'Enroll',
  skip: 'Skipped',
  error: 'Error',
};
