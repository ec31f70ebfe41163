import type { Locale, Role } from '@teachchat/shared';

/** What a procedure or route may know about the caller: a snapshot, not a managed entity. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  departmentCode: string | null;
  avatarUrl: string | null;
  phone: string | null;
  bio: string | null;
  /** Their own language choice; null follows the school's default. */
  locale: Locale | null;
}

/**
 * The caller's user as a credential's lookup reads it (sessions.ts, api-tokens.ts): one
 * row, joined to `users u`, without entities. At a class's pace (a question every half
 * minute) every send finds the node's caller cache expired and reads it again.
 */
export const CALLER_COLUMNS = `u.id as user_id, u.email, u.role, u.first_name, u.last_name,
  u.department_code, u.avatar_url, u.phone, u.bio, u.locale`;

export interface CallerRow {
  user_id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  department_code: string | null;
  avatar_url: string | null;
  phone: string | null;
  bio: string | null;
  locale: Locale | null;
}

export const callerOf = (r: CallerRow): AuthUser => ({
  id: r.user_id,
  email: r.email,
  role: r.role,
  firstName: r.first_name,
  lastName: r.last_name,
  departmentCode: r.department_code,
  avatarUrl: r.avatar_url,
  phone: r.phone,
  bio: r.bio,
  locale: r.locale,
});
