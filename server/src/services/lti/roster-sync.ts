import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Enrollment } from '../../db/entities/enrollment.ts';
import { LtiAccount } from '../../db/entities/lti-account.ts';
import type { ICourse } from '../../db/entities/course.ts';
import { LtiContext } from '../../db/entities/lti-context.ts';
import { kysely } from '../../db/kysely.ts';
import type { ILtiPlatform } from '../../db/entities/lti-platform.ts';
import { AppError, badInput, notFound, precondition } from '../../errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { SCOPE } from './claims.ts';
import { LaunchRefused } from './errors.ts';
import { personFor } from './people.ts';
import { onPlatform, serviceToken } from './service-token.ts';
import { text } from '../../texts/index.ts';

const MAX_PAGES = 50;
const LEARNER = /(^|#)Learner$/;

const membershipPage = z.object({
  members: z
    .array(
      z.object({
        user_id: z.string().min(1).max(255),
        roles: z.array(z.string()),
        status: z.enum(['Active', 'Inactive', 'Deleted']).optional(),
        email: z.email().max(320).optional().catch(undefined),
        given_name: z.string().max(100).optional(),
        family_name: z.string().max(100).optional(),
        name: z.string().max(200).optional(),
      }),
    )
    .max(10_000),
});
type Member = z.infer<typeof membershipPage>['members'][number];

/** A sync no one clicked (an instructor's launch) is the app's own doing. */
const TEACHCHAT: AuditActor = { user: null, ip: null };

export interface RosterSyncSummary {
  at: string;
  /** Active learners the LMS lists. */
  learners: number;
  /** Accounts made for learners new to TeachChat. */
  added: number;
  enrolled: number;
  /** LMS learners no longer in the LMS course: unenrolled, their work kept. */
  unenrolled: number;
  alreadyEnrolled: number;
  skipped: { name: string; reason: string }[];
}

async function readMembers(url: string, token: string): Promise<Member[]> {
  const members: Member[] = [];
  let next: string | undefined = url;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const res: Response = await fetch(next, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
      },
      redirect: 'error',
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw precondition(text('lti.error.rosterRefused', { status: res.status }));
    members.push(...membershipPage.parse(await res.json()).members);
    // NRPS pages with a Link header: <url>; rel="next".
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    if (next && new URL(next).origin !== new URL(url).origin) next = undefined;
  }
  return members;
}

/**
 * Names and Role Provisioning: the LMS course's active learners are enrolled (accounts
 * made for new ones, by the same rules as a launch), and LMS learners gone from it are
 * unenrolled; their conversations and feedback stay. Students enrolled in TeachChat
 * itself are never touched.
 */
export async function syncRoster(
  em: EntityManager,
  contextId: string,
  actor: AuditActor = TEACHCHAT,
): Promise<RosterSyncSummary> {
  const context = await em.findOneOrFail(
    LtiContext,
    { id: contextId },
    {
      populate: ['platform', 'course'],
      failHandler: () => notFound(text('lti.error.lmsCourseNotFound')),
    },
  );
  const { platform, course } = context;
  const url = context.membershipsUrl;
  if (!url) throw badInput(text('lti.error.noRosterService'));
  if (!onPlatform(platform, url)) throw badInput(text('lti.error.rosterElsewhere'));
  let members: Member[];
  try {
    members = await readMembers(url, await serviceToken(em, platform, [SCOPE.memberships]));
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A network failure or a page that is not a roster: the teacher can try again later.
    throw new AppError('precondition', 'The LMS could not be reached. Please try again.', {
      cause: err,
    });
  }

  // One sync of a course at a time (two instructors' launches, or a launch and a click):
  // each reads the other's accounts and enrollments instead of making them twice.
  return em.transactional(async (tx) => {
    await kysely(tx)
      .selectNoFrom(({ fn, val }) =>
        fn('pg_advisory_xact_lock', [fn('hashtext', [val(`lti-roster:${context.id}`)])]).as(
          'locked',
        ),
      )
      .execute();
    const summary = await applyRoster(tx, platform, course, members);
    await tx.nativeUpdate(LtiContext, { id: context.id }, { lastSync: { ...summary } });
    // Who may read the course's transcripts changed: the trail says so, as for an import.
    const { added, enrolled, unenrolled } = summary;
    if (added + enrolled + unenrolled > 0) {
      await recordAudit(tx, actor, {
        action: 'lms_roster_synced',
        resource: { type: 'course', id: course.id, label: `${course.courseCode} ${course.title}` },
        details: { platform: platform.name, added, enrolled, unenrolled },
      });
    }
    return summary;
  });
}

async function applyRoster(
  em: EntityManager,
  platform: ILtiPlatform,
  course: ICourse,
  members: Member[],
): Promise<RosterSyncSummary> {
  const summary: RosterSyncSummary = {
    at: new Date().toISOString(),
    learners: 0,
    added: 0,
    enrolled: 0,
    unenrolled: 0,
    alreadyEnrolled: 0,
    skipped: [],
  };
  const active = new Set<string>();
  for (const member of members) {
    if ((member.status ?? 'Active') !== 'Active' || !member.roles.some((r) => LEARNER.test(r))) {
      continue;
    }
    summary.learners++;
    active.add(member.user_id);
    const label = member.name ?? member.email ?? member.user_id;
    const known = await em.count(LtiAccount, { issuer: platform.issuer, subject: member.user_id });
    let user;
    try {
      user = await personFor(em, platform, { ...member, sub: member.user_id }, 'student');
    } catch (err) {
      if (!(err instanceof LaunchRefused)) throw err;
      summary.skipped.push({ name: label, reason: err.message });
      continue;
    }
    if (!known) summary.added++;
    if (await em.count(Enrollment, { course: course.id, student: user.id })) {
      summary.alreadyEnrolled++;
    } else {
      em.create(Enrollment, { course, student: user });
      summary.enrolled++;
    }
  }
  const fromLms = await em.find(
    Enrollment,
    { course: course.id },
    { populate: ['student'], limit: 20_000 },
  );
  const accounts = await em.find(LtiAccount, {
    issuer: platform.issuer,
    user: { $in: fromLms.map((e) => e.student.id) },
  });
  const subjectOf = new Map(accounts.map((a) => [a.user.id, a.subject]));
  for (const enrollment of fromLms) {
    const subject = subjectOf.get(enrollment.student.id);
    if (subject !== undefined && !active.has(subject)) {
      em.remove(enrollment);
      summary.unenrolled++;
    }
  }
  await em.flush();
  return summary;
}
