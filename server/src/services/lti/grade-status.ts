import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../db/kysely.ts';
import { LtiContext } from '../../db/entities/lti-context.ts';
import { LtiLineItem } from '../../db/entities/lti-line-item.ts';
import { notFound } from '../../errors.ts';
import { text } from '../../texts/index.ts';

export interface GradeColumnStatus {
  lmsName: string;
  /** The LMS course's title. */
  course: string;
  status: 'pending' | 'synced' | 'failed';
  attempts: number;
  error: string | null;
}

/** The activity's grade columns in LMS courses (AGS line items the tool manages). */
export async function gradeColumns(
  em: EntityManager,
  activityId: string,
): Promise<GradeColumnStatus[]> {
  const rows = await em.find(
    LtiLineItem,
    { activity: activityId },
    { populate: ['context.platform'], orderBy: { createdAt: 'asc' }, limit: 20 },
  );
  return rows.map((r) => ({
    lmsName: r.context.platform.name,
    course: r.context.title,
    status: r.status,
    attempts: r.attempts,
    error: r.error ?? null,
  }));
}

export interface ActivityGrades {
  activityId: string;
  title: string;
  column: Omit<GradeColumnStatus, 'lmsName' | 'course'> | null;
  sent: number;
  pending: number;
  failed: number;
  /** The newest failure's text, while a score is still not sent. */
  lastError: string | null;
}

/**
 * Per activity of an LMS course: its grade column and how its scores fared, for the
 * admin's Settings → LMS (what the teacher sees activity by activity, course-wide).
 */
export async function courseGrades(
  em: EntityManager,
  contextId: string,
): Promise<ActivityGrades[]> {
  const context = await em.findOneOrFail(
    LtiContext,
    { id: contextId },
    { failHandler: () => notFound(text('lti.error.lmsCourseNotFound')) },
  );
  const rows = await kysely(em)
    .selectFrom('activities as a')
    .leftJoin('lti_line_items as li', (join) =>
      join.onRef('li.activity_id', '=', 'a.id').on('li.context_id', '=', context.id),
    )
    .leftJoin('lti_resource_links as rl', (join) =>
      join.onRef('rl.activity_id', '=', 'a.id').on('rl.context_id', '=', context.id),
    )
    .leftJoin('lti_scores as s', 's.resource_link_id', 'rl.id')
    .select(({ fn }) => {
      const scores = (status: 'sent' | 'pending' | 'failed') =>
        fn.count<string>('s.id').filterWhere('s.status', '=', status);
      return [
        'a.id as activity_id',
        'a.title',
        'li.status as column_status',
        'li.attempts as column_attempts',
        'li.error as column_error',
        scores('sent').as('sent'),
        scores('pending').as('pending'),
        scores('failed').as('failed'),
        sql<string | null>`(${fn
          .agg<(string | null)[]>('array_agg', ['s.error'])
          .orderBy('s.updated_at', 'desc')
          .filterWhere('s.status', '=', 'failed')})[1]`.as('last_error'),
      ];
    })
    .where('a.course_id', '=', context.course.id)
    .where(({ eb, or }) => or([eb('li.id', 'is not', null), eb('rl.id', 'is not', null)]))
    .groupBy(['a.id', 'a.title', 'li.status', 'li.attempts', 'li.error'])
    .orderBy('a.title')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    activityId: r.activity_id,
    title: r.title,
    column: r.column_status
      ? { status: r.column_status, attempts: r.column_attempts ?? 0, error: r.column_error }
      : null,
    sent: Number(r.sent),
    pending: Number(r.pending),
    failed: Number(r.failed),
    lastError: r.last_error,
  }));
}
