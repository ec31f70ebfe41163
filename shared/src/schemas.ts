import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { requiredText } from './text.ts';
import { says } from './validation.ts';

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, says('emailTooLong'))
  .pipe(z.email(says('email')))
  .transform((e) => e.toLowerCase());

export const contactMessageInput = z.object({
  name: requiredText('name', LIMITS.nameMax),
  email: emailSchema,
  message: requiredText('message', LIMITS.contactMessageMax),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const preferenceFields = {
  theme: z.enum(THEMES).nullable(),
  compactMode: z.boolean(),
  autoRefresh: z.boolean(),
  notifyEmail: z.boolean(),
  notifySubmissions: z.boolean(),
  notifyStudentMessages: z.boolean(),
  notifyCourseUpdates: z.boolean(),
  notifyNewTeacher: z.boolean(),
  notifyNewCourse: z.boolean(),
  notifyStudentReports: z.boolean(),
};

export const PREFERENCE_DEFAULTS = {
  theme: null,
  compactMode: false,
  autoRefresh: true,
  notifyEmail: true,
  notifySubmissions: true,
  notifyStudentMessages: true,
  notifyCourseUpdates: false,
  notifyNewTeacher: true,
  notifyNewCourse: true,
  notifyStudentReports: false,
} as const satisfies {
  [K in keyof typeof preferenceFields]: z.output<(typeof preferenceFields)[K]>;
};

/** Per-user settings saved on the server; a setting never saved takes its default. */
export const preferencesSchema = z
  .object(preferenceFields)
  .partial()
  .transform((saved) => ({ ...PREFERENCE_DEFAULTS, ...saved }));
export type Preferences = z.output<typeof preferencesSchema>;
/** A change to some settings; the others keep their saved values. */
export const preferencesUpdate = z.object(preferenceFields).partial().strict();
export type PreferencesUpdate = z.input<typeof preferencesUpdate>;

export const tokenCreateInput = z.object({ name: requiredText('tokenName', LIMITS.tokenNameMax) });
