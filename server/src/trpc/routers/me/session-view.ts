import type { Preferences } from '@teachchat/shared';
import type { AuthUser } from '../../../auth/caller-row.ts';

export function sessionView(user: AuthUser, preferences: Preferences) {
  return {
    user: { ...user, fullName: `${user.firstName} ${user.lastName}`.trim() },
    preferences,
  };
}
export type SessionView = ReturnType<typeof sessionView>;
