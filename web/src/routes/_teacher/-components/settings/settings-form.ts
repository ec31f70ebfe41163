import { AVATAR, type Preferences } from '@teachchat/shared';

export interface SettingsValues {
  firstName: string;
  lastName: string;
  phone: string;
  bio: string;
  notifyEmail: boolean;
  notifySubmissions: boolean;
  notifyStudentMessages: boolean;
  notifyCourseUpdates: boolean;
}

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

const TYPE_NAMES = 'PNG, JPEG or WebP';

/** Why a picture cannot be uploaded (checked here first, again by the server); null if it can. */
export function avatarProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(AVATAR.types as readonly string[]).includes(file.type)) {
    return `${file.name}: upload a ${TYPE_NAMES} image.`;
  }
  if (file.size > AVATAR.maxBytes) return `File too large: ${file.name} (max 2 MB)`;
  return null;
}
