export const ROLES = ['admin', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a roster import adds people as. */
export const ROSTER_ROLES = ['student', 'teacher'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

/** Where each role lands after sign-in, and where a wrong-role visit is sent. */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/admin_page',
  teacher: '/teacher_dashboard',
  student: '/student_dashboard',
};

export function roleHome(role: string | null | undefined): string {
  return role && role in ROLE_HOME ? ROLE_HOME[role as Role] : '/auth';
}
