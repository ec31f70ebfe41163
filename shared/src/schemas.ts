import { z } from 'zod';
import { LIMITS } from './limits.ts';

const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const contactMessageInput = z.object({
  name: trimmed(LIMITS.nameMax, 'Name'),
  email: emailSchema,
  message: trimmed(LIMITS.contactMessageMax, 'Message'),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Per-user settings saved on the server; every field has a default. */
export const preferencesSchema = z.object({
  theme: z.enum(THEMES).nullable().default(null),
  compactMode: z.boolean().default(false),
  autoRefresh: z.boolean().default(true),
  notifyEmail: z.boolean().default(true),
  notifySubmissions: z.boolean().default(true),
  notifyStudentMessages: z.boolean().default(true),
  notifyCourseUpdates: z.boolean().default(false),
  notifyNewTeacher: z.boolean().default(true),
  notifyNewCourse: z.boolean().default(true),
  notifyStudentReports: z.boolean().default(false),
});
export type Preferences = z.output<typeof preferencesSchema>;
export const preferencesUpdate = preferencesSchema.partial().strict();
export type PreferencesUpdate = z.input<typeof preferencesUpdate>;

export const tokenCreateInput = z.object({ name: trimmed(LIMITS.tokenNameMax, 'Token name') });
