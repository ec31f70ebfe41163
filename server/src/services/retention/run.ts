import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionSettings } from '@teachchat/shared';
import { RetentionRun } from '../../db/entities/retention-run.ts';
import { readRetentionSettings } from './settings.ts';

/**
 * What retention clears (docs/product.md#retention). Text goes, rows stay: a message keeps
 * its sender, time and likes, a question its status, feedback its score, so counts and
 * insights of past terms stay true in number. Each condition is on the course's end date.
 */
const CONVERSATIONS_OF_ENDED = `
  select v.id from conversations v join activities a on a.id = v.activity_id
    join courses c on c.id = a.course_id
   where c.end_date + make_interval(days => ?::int) < current_date`;
const FEEDBACK_OF_ENDED = `
  select v.id from conversations v join activities a on a.id = v.activity_id
    join courses c on c.id = a.course_id
   where c.end_date + make_interval(years => ?::int) < current_date`;
const MESSAGE_HAS_TEXT = `(m.content <> '' or m.citations <> '[]'::jsonb or m.error is not null)`;

export interface RetentionCourseRow {
  courseId: string;
  courseCode: string;
  title: string;
  messages: number;
  questions: number;
  feedback: number;
}

/** What the next run would clear, per course, and how many audit entries it would delete. */
export async function planRetention(em: EntityManager, settings: RetentionSettings) {
  const days = settings.conversationDays;
  const years = settings.submissionYears;
  const rows = await em.execute<
    {
      course_id: string;
      course_code: string;
      title: string;
      messages: string;
      questions: string;
      feedback: string;
    }[]
  >(
    `select c.id as course_id, c.course_code, c.title,
        (select count(*) from messages m join conversations v on v.id = m.conversation_id
           join activities a on a.id = v.activity_id
          where a.course_id = c.id and ?::int is not null
            and c.end_date + make_interval(days => coalesce(?::int, 0)) < current_date
            and ${MESSAGE_HAS_TEXT}) as messages,
        (select count(*) from teacher_questions q join conversations v on v.id = q.conversation_id
           join activities a on a.id = v.activity_id
          where a.course_id = c.id and ?::int is not null
            and c.end_date + make_interval(days => coalesce(?::int, 0)) < current_date
            and q.note is not null) as questions,
        (select count(*) from submission_feedback f join conversations v on v.id = f.conversation_id
           join activities a on a.id = v.activity_id
          where a.course_id = c.id and ?::int is not null
            and c.end_date + make_interval(years => coalesce(?::int, 0)) < current_date
            and f.comment <> '') as feedback
       from courses c
      order by c.course_code
      limit 5000`,
    [days, days, days, days, years, years],
  );
  const courses: RetentionCourseRow[] = rows
    .map((r) => ({
      courseId: r.course_id,
      courseCode: r.course_code,
      title: r.title,
      messages: Number(r.messages),
      questions: Number(r.questions),
      feedback: Number(r.feedback),
    }))
    .filter((r) => r.messages + r.questions + r.feedback > 0);
  const [audit] =
    settings.auditYears === null
      ? [{ n: 0 }]
      : await em.execute<{ n: string | number }[]>(
          `select count(*) as n from audit_entries
            where created_at < now() - make_interval(years => ?::int)`,
          [settings.auditYears],
        );
  return { settings, courses, auditEntries: Number(audit?.n ?? 0) };
}

/**
 * Applies the school's retention settings once, in one transaction, and logs the run.
 * Only this job (and erasure) sets the flags that let it through the audit trail's and
 * archived courses' triggers.
 */
export async function runRetention(em: EntityManager, trigger: 'schedule' | 'admin') {
  const settings = await readRetentionSettings(em);
  const startedAt = new Date();
  const counts = { messages: 0, questions: 0, feedback: 0, auditEntries: 0 };
  await em.transactional(async (tx) => {
    await tx.execute(`select set_config('teachchat.audit_maintenance', 'on', true)`);
    await tx.execute(`select set_config('teachchat.archive_maintenance', 'on', true)`);
    if (settings.conversationDays !== null) {
      const d = settings.conversationDays;
      counts.messages = await affected(
        tx,
        `update messages m set content = '', citations = '[]'::jsonb, unverified_quotes = '[]'::jsonb,
            error = null
          where m.conversation_id in (${CONVERSATIONS_OF_ENDED}) and ${MESSAGE_HAS_TEXT}`,
        [d],
      );
      counts.questions = await affected(
        tx,
        `update teacher_questions set note = null
          where conversation_id in (${CONVERSATIONS_OF_ENDED}) and note is not null`,
        [d],
      );
    }
    if (settings.submissionYears !== null) {
      counts.feedback = await affected(
        tx,
        `update submission_feedback set comment = ''
          where conversation_id in (${FEEDBACK_OF_ENDED}) and comment <> ''`,
        [settings.submissionYears],
      );
    }
    if (settings.auditYears !== null) {
      counts.auditEntries = await affected(
        tx,
        `delete from audit_entries where created_at < now() - make_interval(years => ?::int)`,
        [settings.auditYears],
      );
    }
    tx.create(RetentionRun, {
      id: randomUUID(),
      startedAt,
      finishedAt: new Date(),
      trigger,
      settings,
      counts,
      error: null,
    });
    await tx.flush();
  });
  return { startedAt, counts };
}

async function affected(tx: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const result = await tx.execute(
    `with changed as (${sql} returning 1) select count(*) as n from changed`,
    params,
  );
  return Number((result as { n: string | number }[])[0]?.n ?? 0);
}

/** The newest runs, for the admin's log. */
export async function retentionLog(em: EntityManager) {
  const runs = await em.find(RetentionRun, {}, { orderBy: { startedAt: 'desc' }, limit: 50 });
  return runs.map((r) => ({
    id: r.id,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt ?? null,
    trigger: r.trigger,
    counts: r.counts,
    error: r.error ?? null,
  }));
}
