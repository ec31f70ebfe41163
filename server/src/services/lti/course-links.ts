import type { EntityManager } from '@mikro-orm/postgresql';
import { LtiContext } from '../../db/entities/lti-context.ts';
import type { RosterSyncSummary } from './roster-sync.ts';

export interface CourseLmsLink {
  id: string;
  lmsName: string;
  /** The LMS course's title, as its last launch named it. */
  title: string;
  /** Whether the LMS offered its roster service (NRPS) on a launch. */
  canSync: boolean;
  lastSync: RosterSyncSummary | null;
}

/** The LMS courses a TeachChat course is linked to, for its teacher's roster button. */
export async function courseLmsLinks(
  em: EntityManager,
  courseId: string,
): Promise<CourseLmsLink[]> {
  const contexts = await em.find(
    LtiContext,
    { course: courseId, platform: { enabled: true } },
    { populate: ['platform'], orderBy: { createdAt: 'asc' }, limit: 20 },
  );
  return contexts.map((c) => ({
    id: c.id,
    lmsName: c.platform.name,
    title: c.title,
    canSync: Boolean(c.membershipsUrl),
    lastSync: (c.lastSync as RosterSyncSummary | null | undefined) ?? null,
  }));
}
