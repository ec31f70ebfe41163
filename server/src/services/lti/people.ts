import type { EntityManager } from '@mikro-orm/postgresql';
import { type IUser, User } from '../../db/entities/user.ts';
import { LtiAccount } from '../../db/entities/lti-account.ts';
import type { ILtiPlatform } from '../../db/entities/lti-platform.ts';
import { sha256 } from '../../auth/secrets.ts';
import type { LaunchClaims, LaunchRole } from './claims.ts';
import { LaunchRefused } from './errors.ts';

/** Where an LMS person without an email is filed: .invalid never receives mail. */
const NO_EMAIL_DOMAIN = 'lms.invalid';

type Person = Pick<LaunchClaims, 'sub' | 'email' | 'given_name' | 'family_name' | 'name'>;

function names(claims: Person): { firstName: string; lastName: string } {
  const given = claims.given_name?.trim();
  const family = claims.family_name?.trim();
  if (given || family) return { firstName: given || 'LMS', lastName: family ?? '' };
  const [first = 'LMS', ...rest] = (claims.name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) || 'User' };
}

/**
 * The TeachChat user an LMS person signs in as, by (issuer, subject). A new person gets a
 * new account; an email already used by a local account is linked to it only when the
 * admin's rule for this platform says so, and otherwise the launch is refused: an LMS
 * must not be able to sign in as any local account by sending its email.
 */
export async function personFor(
  em: EntityManager,
  platform: ILtiPlatform,
  claims: Person,
  role: LaunchRole,
): Promise<IUser> {
  const linked = () =>
    em.findOne(
      LtiAccount,
      { issuer: platform.issuer, subject: claims.sub },
      { populate: ['user'] },
    );
  let user = (await linked())?.user;
  if (!user) {
    const email = (
      claims.email ??
      `${sha256(`${platform.issuer} ${claims.sub}`).slice(0, 32)}@${NO_EMAIL_DOMAIN}`
    ).toLowerCase();
    const local = await em.findOne(User, { email });
    if (local && !platform.linkByEmail) {
      // The same person's first launch running at the same moment may have made the account
      // (and its link) between the two reads: that account is theirs, not a local one.
      user = (await linked())?.user;
      if (!user) throw new LaunchRefused('email_in_use');
    } else {
      user = local ?? em.create(User, { role, email, ...names(claims) });
      em.create(LtiAccount, { issuer: platform.issuer, subject: claims.sub, user });
      await em.flush();
    }
  }
  // One role per TeachChat account: a person who learns here and teaches there is refused
  // rather than given a second role's reach (a course role never widens the account's).
  if (user.role !== role) throw new LaunchRefused('role_mismatch');
  return user;
}
