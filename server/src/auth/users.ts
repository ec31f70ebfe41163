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

/**
 * ADMIN_EMAILS: create those users as admins, or promote them if they exist. Returns the
 * ids of the users promoted, whose sign-ins still carry their former role.
 */
export async function ensureAdmins(em: EntityManager, emails: readonly string[]) {
  const promoted: string[] = [];
  for (const raw of emails) {
    const email = normaliseEmail(raw);
    const user = await findUserByEmail(em, email);
    if (!user) em.create(User, { role: 'admin', email, ...nameFromEmail(email) });
    else if (user.role !== 'admin') {
      user.role = 'admin';
      promoted.push(user.id);
    }
  }
  await em.flush();
  return promoted;
}
