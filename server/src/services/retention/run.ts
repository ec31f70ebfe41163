import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionSettings } from '@teachchat/shared';
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { RetentionRun } from '../../db/entities/retention-run.ts';
import { type DB, EMPTY_JSON_LIST, kysely } from '../../db/kysely.ts';
import { maintenance } from '../../db/maintenance.ts';
import { readRetentionSettings } from './settings.ts';

/**
 * What retention clears (docs/product.md#retention). Text goes, rows stay: a message keeps
 * its sender, time and likes, a question its status, feedback its score, so counts and
 * insights of past terms stay true in number. Each condition is on the course's end date.
 */
const endedAgo = (endDate: Expression<unknown>, unit: 'days' | 'years', n: number) =>
  sql<boolean>`${endDate} + make_interval(${sql.raw(unit)} => ${n}::int) < current_date`;

function conversationsOfEnded(db: Kysely<DB>, unit: 'days' | 'years', n: number) {
  return db
    .selectFrom('conversations as v')
    .innerJoin('activities as a', 'a.id', 'v.activity_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select('v.id')
    .where(({ ref }) => endedAgo(ref('c.end_date'), unit, n));
}

const messageHasText = ({ eb, or }: ExpressionBuilder<DB, 'messages'>) =>
  or([
    eb('messages.content', '<>', ''),
    eb('messages.citations', '<>', EMPTY_JSON_LIST),
    eb('messages.error', 'is not', null),
  ]);

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
  const db = kysely(em);
  const rows = await db
    .selectFrom('courses as c')
    .select(({ lit, ref, selectFrom }) => {
      const none = lit(0).$castTo<string>();
      return [
        'c.id as course_id',
        'c.course_code',
        'c.title',
        (days === null
          ? none
          : selectFrom('messages')
              .innerJoin('conversations as v', 'v.id', 'messages.conversation_id')
              .innerJoin('activities as a', 'a.id', 'v.activity_id')
              .select(({ fn }) => fn.countAll<string>().as('n'))
              .whereRef('a.course_id', '=', 'c.id')
              .where(() => endedAgo(ref('c.end_date'), 'days', days))
              .where(messageHasText)
        ).as('messages'),
        (days === null
          ? none
          : selectFrom('teacher_questions as q')
              .innerJoin('conversations as v', 'v.id', 'q.conversation_id')
              .innerJoin('activities as a', 'a.id', 'v.activity_id')
              .select(({ fn }) => fn.countAll<string>().as('n'))
              .whereRef('a.course_id', '=', 'c.id')
              .where(() => endedAgo(ref('c.end_date'), 'days', days))
              .where('q.note', 'is not', null)
        ).as('questions'),
        (years === null
          ? none
          : selectFrom('submission_feedback as f')
              .innerJoin('conversations as v', 'v.id', 'f.conversation_id')
              .innerJoin('activities as a', 'a.id', 'v.activity_id')
              .select(({ fn }) => fn.countAll<string>().as('n'))
              .whereRef('a.course_id', '=', 'c.id')
              .where(() => endedAgo(ref('c.end_date'), 'years', years))
              .where('f.comment', '<>', '')
        ).as('feedback'),
      ];
    })
    .orderBy('c.course_code')
    .limit(5000)
    .execute();
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
  const audit =
    settings.auditYears === null
      ? { n: 0 }
      : await db
          .selectFrom('audit_entries')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('created_at', '<', auditCutoff(settings.auditYears))
          .executeTakeFirst();
  return { settings, courses, auditEntries: Number(audit?.n ?? 0) };
}

function auditCutoff(years: number) {
  return sql<Date>`now() - make_interval(years => ${years}::int)`;
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
    await maintenance(tx, 'audit');
    await maintenance(tx, 'archive');
    const db = kysely(tx);
    if (settings.conversationDays !== null) {
      const ended = conversationsOfEnded(db, 'days', settings.conversationDays);
      counts.messages = await changed(
        db
          .updateTable('messages')
          .set({
            content: '',
            citations: EMPTY_JSON_LIST,
            unverified_quotes: EMPTY_JSON_LIST,
            error: null,
          })
          .where('messages.conversation_id', 'in', ended)
          .where(messageHasText),
      );
      counts.questions = await changed(
        db
          .updateTable('teacher_questions')
          .set({ note: null })
          .where('conversation_id', 'in', ended)
          .where('note', 'is not', null),
      );
    }
    if (settings.submissionYears !== null) {
      counts.feedback = await changed(
        db
          .updateTable('submission_feedback')
          .set({ comment: '' })
          .where(
            'conversation_id',
            'in',
            conversationsOfEnded(db, 'years', settings.submissionYears),
          )
          .where('comment', '<>', ''),
      );
    }
    if (settings.auditYears !== null) {
      counts.auditEntries = await changed(
        db.deleteFrom('audit_entries').where('created_at', '<', auditCutoff(settings.auditYears)),
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

async function changed(query: {
  executeTakeFirst(): Promise<{ numUpdatedRows: bigint } | { numDeletedRows: bigint }>;
}): Promise<number> {
  const result = await query.executeTakeFirst();
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);
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
