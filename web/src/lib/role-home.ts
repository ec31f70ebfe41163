import { roleHome } from '@teachchat/shared';

/** The router paths that `roleHome` from shared can return; checked by role-home.test.ts. */
export const ROLE_HOME_PATHS = [
  '/admin_page',
  '/teacher_dashboard',
  '/student_dashboard',
  '/auth',
] as const;
export type RoleHomePath = (typeof ROLE_HOME_PATHS)[number];

/** `roleHome` typed as a route path, so links and redirects to it are checked by the router. */
export function roleHomePath(role: string | null | undefined): RoleHomePath {
  return roleHome(role) as RoleHomePath;
}

/** A role the app has a home for; any other is treated as signed out (docs/product.md#roles). */
export function hasKnownHome(role: string | null | undefined): boolean {
  return roleHomePath(role) !== '/auth';
}
