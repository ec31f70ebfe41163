import { effectiveLocale, type Locale, type Preferences } from '@teachchat/shared';
import type { AuthUser } from '../../../auth/caller-row.ts';

/** What the school sets for everyone: its default language and its time zone. */
export interface SchoolDefaults {
  locale: Locale;
  timeZone: string;
}

/**
 * The signed-in user as their own screens show them. `user.locale` is their own choice
 * (null follows the school); `locale` is the language they read, and `timeZone` the one
 * their dates are shown in (docs/product.md#languages).
 */
export function sessionView(user: AuthUser, preferences: Preferences, school: SchoolDefaults) {
  return {
    user: { ...user, fullName: `${user.firstName} ${user.lastName}`.trim() },
    preferences,
    locale: effectiveLocale(user.locale, school.locale),
    schoolLocale: school.locale,
    timeZone: school.timeZone,
  };
}
export type SessionView = ReturnType<typeof sessionView>;
