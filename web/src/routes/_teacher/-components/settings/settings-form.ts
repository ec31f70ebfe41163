import { AVATAR, type Preferences, type profileUpdateInput } from '@teachchat/shared';
import type { z } from 'zod';
import { t } from '~/i18n/t.ts';
import { formatCount } from '~/lib/format.ts';
import type { FormValues } from '~/lib/form-values.ts';

/** The profile as its schema takes it, and the teacher's four notification switches. */
export type SettingsValues = FormValues<z.input<typeof profileUpdateInput>> &
  Pick<
    Preferences,
    'notifyEmail' | 'notifySubmissions' | 'notifyStudentMessages' | 'notifyCourseUpdates'
  >;

interface SettingsUser {
  firstName: string;
  lastName: string;
}

/** A text the session may carry (phone, bio); '' when it does not. */
function optionalText(user: object, key: string): string {
  const value = (user as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

export function settingsValues(user: SettingsUser, preferences: Preferences): SettingsValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: optionalText(user, 'phone'),
    bio: optionalText(user, 'bio'),
    notifyEmail: preferences.notifyEmail,
    notifySubmissions: preferences.notifySubmissions,
    notifyStudentMessages: preferences.notifyStudentMessages,
    notifyCourseUpdates: preferences.notifyCourseUpdates,
  };
}

export function splitSettings(values: SettingsValues) {
  const { firstName, lastName, phone, bio, ...preferences } = values;
  return { profile: { firstName, lastName, phone, bio }, preferences };
}

/** The largest picture in megabytes, as the language writes the number: '2'. */
export const avatarMaxMb = () => formatCount(AVATAR.maxBytes / (1024 * 1024));

/** Why a picture cannot be uploaded (checked here first, again by the server); null if it can. */
export function avatarProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(AVATAR.types as readonly string[]).includes(file.type)) {
    return t('teacher.settings.avatarType', { file: file.name });
  }
  if (file.size > AVATAR.maxBytes) {
    return t('teacher.settings.avatarTooLarge', { file: file.name, mb: avatarMaxMb() });
  }
  return null;
}
