import { z } from 'zod';
import { type FieldName, says } from './validation.ts';

/**
 * What the audit trail records (docs/product.md#audit-trail). Each action names what was
 * done to whom; the label is what Admin → Audit shows.
 */
export const AUDIT_ACTIONS = {
  transcript_viewed: 'Viewed a transcript',
  students_exported: 'Exported students',
  responses_exported: 'Exported student responses',
  audit_exported: 'Exported the audit trail',
  person_exported: "Exported a person's data",
  course_teacher_changed: "Changed a course's teacher",
  role_changed: "Changed a person's role",
  enrollment_added: 'Enrolled a student',
  enrollment_removed: 'Took a student out of a course',
  course_archived: 'Archived a course',
  course_restored: 'Restored an archived course',
  roster_imported: 'Imported a roster',
  lms_roster_synced: "Synced an LMS course's roster",
  student_deleted: 'Deleted a student',
  teacher_deleted: 'Deleted a teacher',
  course_deleted: 'Deleted a course',
  person_erased: 'Erased a person',
  name_revealed: "Revealed a student's name",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

const day = z.iso.date(says('chooseDate'));

/** Admin → Audit's filters: who, what, and a range of the school's days (both ends included). */
export const auditFilterInput = z
  .object({
    actorId: z.uuid().optional(),
    action: z.enum(AUDIT_ACTION_CODES).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((f) => !f.from || !f.to || f.to >= f.from, {
    path: ['to'],
    ...says('filterEndBeforeStart'),
  });
export type AuditFilter = z.infer<typeof auditFilterInput>;

export const auditListInput = z.object({
  filter: auditFilterInput.default({}),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});

/**
 * School-wide privacy settings (docs/product.md#erasure). `erasureKeepsTeacherRecords`:
 * an erased student's conversations, feedback and their teacher's answers stay, under an
 * anonymous name, instead of going with the account.
 */
export const schoolPrivacySettings = z.object({
  erasureKeepsTeacherRecords: z.boolean().default(false),
});
export type SchoolPrivacySettings = z.infer<typeof schoolPrivacySettings>;

const keepFor = (field: FieldName, max: number) =>
  z
    .number()
    .int(says('wholeNumber', field))
    .min(1, says('atLeast', field, { min: 1 }))
    .max(max, says('atMost', field, { max }))
    .nullable()
    .default(null);

/**
 * Retention (docs/product.md#retention): null keeps for ever. Deleting removes text and
 * keeps rows, so counts and insights of past terms stay true.
 */
export const retentionSettings = z.object({
  /** Conversations' text goes this many days after their course's end date. */
  conversationDays: keepFor('conversationDays', 36_500),
  /** Feedback comments go this many years after their course's end date. */
  submissionYears: keepFor('submissionYears', 100),
  /** Audit entries older than this many years are deleted. */
  auditYears: keepFor('auditYears', 100),
});
export type RetentionSettings = z.infer<typeof retentionSettings>;

/** Reveal one pseudonymised student's name: where, who (their handle), and why. */
export const revealInput = z.object({
  activityId: z.uuid(says('activityNotFound')),
  studentEmail: z.email(says('studentNotFound')),
  reason: z
    .string()
    .trim()
    .min(10, says('revealReason', undefined, { min: 10 }))
    .max(500),
});

/** Pseudonymised review on or off for a course (admins). */
export const pseudonymisedInput = z.object({
  courseId: z.uuid(says('courseNotFound')),
  pseudonymised: z.boolean(),
});
