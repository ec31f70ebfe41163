import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@teachchat/shared';
import { type IUser, User } from '../../db/entities/user.ts';
import { conflict, notFound } from '../../errors.ts';
import { text } from '../../texts/index.ts';
import { containsPattern } from '../search.ts';

/** A user of a role by id, or not found. */
export function findPerson(
  em: EntityManager,
  id: string,
  role: Role,
  label: string,
): Promise<IUser> {
  return em.findOneOrFail(
    User,
    { id, role },
    {
      failHandler: () =>
        notFound(
          role === 'teacher'
            ? text('error.teacherNotFound')
            : role === 'student'
              ? text('error.studentNotFound')
              : `${label} not found`,
        ),
    },
  );
}

const emailTaken = (email: string) => conflict(text('error.emailTaken', { email }));

/** Checked before the person is created or changed, so the message is clear. */
export async function assertEmailFree(
  em: EntityManager,
  email: string,
  exceptId?: string,
): Promise<void> {
  const taken = await em.count(User, { email, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (taken) throw emailTaken(email);
}

/** Saves a person; an email taken meanwhile (a race) gets the same clear message. */
export async function savePerson(em: EntityManager, person: IUser): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw emailTaken(person.email);
    throw err;
  }
}

/** The filter for a name-or-email search box (none when the box is empty). */
export function personSearch(search: string | undefined) {
  const like = containsPattern(search);
  if (!like) return {};
  return {
    $or: [
      { firstName: { $ilike: like } },
      { lastName: { $ilike: like } },
      { email: { $ilike: like } },
    ],
  };
}

export const fullName = (u: Pick<IUser, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim();
