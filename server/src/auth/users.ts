import type { EntityManager } from '@mikro-orm/postgresql';
import { User, type IUser } from '../db/entities/user.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(em: EntityManager, email: string): Promise<IUser | null> {
  return em.findOne(User, { email: normaliseEmail(email) });
}

function nameFromEmail(email: string): { firstName: string; lastName: string } {
  const local = email.split('@')[0] ?? email;
  const [first = local, ...rest] = local.split(/[._-]+/).filter(Boolean);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { firstName: cap(first), lastName: rest.length ? rest.map(cap).join(' ') : 'Admin' };
}

/** A user ADMIN_EMAILS made an admin, and the role they had. */
export interface Promotion {
  user: { id: string; firstName: string; lastName: string; email: string };
  from: string;
}

/**
 * ADMIN_EMAILS: create those users as admins, or promote them if they exist. Returns the
 * users promoted, whose sign-ins still carry their former role.
 */
export async function ensureAdmins(
  em: EntityManager,
  emails: readonly string[],
): Promise<Promotion[]> {
  const promoted: Promotion[] = [];
  for (const raw of emails) {
    const email = normaliseEmail(raw);
    const user = await findUserByEmail(em, email);
    if (!user) em.create(User, { role: 'admin', email, ...nameFromEmail(email) });
    else if (user.role !== 'admin') {
      promoted.push({ user, from: user.role });
      user.role = 'admin';
    }
  }
  await em.flush();
  return promoted;
}
