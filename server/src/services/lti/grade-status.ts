import type { EntityManager } from '@mikro-orm/postgresql';
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
  const rows = await em.getConnection().execute<
    {
      activity_id: string;
      title: string;
      column_status: 'pending' | 'synced' | 'failed' | null;
      column_attempts: number | null;
      column_error: string | null;
      sent: string;
      pending: string;
      failed: string;
      last_error: string | null;
    }[]
  >(
    `select a.id as activity_id, a.title,
            li.status as column_status, li.attempts as column_attempts, li.error as column_error,
            count(s.id) filter (where s.status = 'sent') as sent,
            count(s.id) filter (where s.status = 'pending') as pending,
            count(s.id) filter (where s.status = 'failed') as failed,
            (array_agg(s.error order by s.updated_at desc) filter (where s.status = 'failed'))[1] as last_error
       from activities a
       left join lti_line_items li on li.activity_id = a.id and li.context_id = ?
       left join lti_resource_links rl on rl.activity_id = a.id and rl.context_id = ?
       left join lti_scores s on s.resource_link_id = rl.id
      where a.course_id = ? and (li.id is not null or rl.id is not null)
      group by a.id, a.title, li.status, li.attempts, li.error
      order by a.title
      limit 200`,
    [context.id, context.id, context.course.id],
  );
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
