import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../db/kysely.ts';
import { LtiProgress } from '../../db/entities/lti-progress.ts';
import { publishScore } from './gradebook.ts';
import { gradedConversations } from './graded-conversations.ts';

// What each step says to the LMS (AGS activityProgress and gradingProgress).
const SAYS = {
  Started: { activityProgress: 'InProgress', gradingProgress: 'NotReady' },
  Submitted: { activityProgress: 'Submitted', gradingProgress: 'PendingManual' },
} as const;

// The steps a conversation can have reached; the query keeps those it has.
const STEPS = sql<{ progress: keyof typeof SAYS }>`(values ('Started'), ('Submitted'))`.as<'step'>(
  sql`step(progress)`,
);

/**
 * Students' progress on LMS activities with a grade column, for students who came from that
 * LMS: Started once they have asked, Submitted once they submitted. One row per step,
 * conversation and LMS course, made once; none once a score was released (the score then
 * says Completed). Returns the new rows' ids.
 */
export async function pendingProgress(em: EntityManager): Promise<string[]> {
  const db = kysely(em);
  const rows = await db
    .insertInto('lti_progress')
    .columns([
      'id',
      'conversation_id',
      'resource_link_id',
      'progress',
      'status',
      'attempts',
      'created_at',
      'updated_at',
    ])
    .expression(
      gradedConversations(db)
        .crossJoin(STEPS)
        .distinctOn(['cv.id', 'rl.context_id', 'step.progress'])
        .select(({ fn, lit, val }) => [
          fn<string>('gen_random_uuid').as('id'),
          'cv.id as conversation_id',
          'rl.id as resource_link_id',
          'step.progress',
          val('pending').as('status'),
          lit(0).as('attempts'),
          fn<Date>('now').as('created_at'),
          fn<Date>('now').as('updated_at'),
        ])
        .where(({ eb, and, or, exists, selectFrom, lit }) =>
          or([
            and([
              eb('step.progress', '=', 'Started'),
              exists(
                selectFrom('messages as m')
                  .select(lit(1).as('one'))
                  .whereRef('m.conversation_id', '=', 'cv.id')
                  .where('m.sender', '=', 'user'),
              ),
            ]),
            and([eb('step.progress', '=', 'Submitted'), eb('cv.status', '=', 'completed')]),
          ]),
        )
        .where(({ not, exists, selectFrom, lit }) =>
          not(
            exists(
              selectFrom('submission_feedback as f')
                .select(lit(1).as('one'))
                .whereRef('f.conversation_id', '=', 'cv.id')
                .where('f.released_at', 'is not', null),
            ),
          ),
        )
        .where(({ not, exists, selectFrom, lit }) =>
          not(
            exists(
              selectFrom('lti_progress as s')
                .innerJoin('lti_resource_links as sl', 'sl.id', 's.resource_link_id')
                .select(lit(1).as('one'))
                .whereRef('s.conversation_id', '=', 'cv.id')
                .whereRef('sl.context_id', '=', 'rl.context_id')
                .whereRef('s.progress', '=', 'step.progress'),
            ),
          ),
        )
        .orderBy('cv.id')
        .orderBy('rl.context_id')
        .orderBy('step.progress')
        .orderBy('rl.created_at')
        .limit(200),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Posts one step to the LMS; throws when it did not take it, so the queue tries again. */
export async function postProgress(em: EntityManager, id: string): Promise<void> {
  const row = await em.findOne(
    LtiProgress,
    { id },
    { populate: ['conversation', 'resourceLink.context.platform'] },
  );
  if (!row || row.status === 'sent') return;
  const { conversation, resourceLink } = row;
  row.attempts++;
  try {
    const at =
      row.progress === 'Submitted'
        ? (conversation.submittedAt ?? new Date())
        : (conversation.createdAt ?? new Date());
    await publishScore(em, resourceLink, resourceLink.context.platform, conversation.student.id, {
      timestamp: at.toISOString(),
      ...SAYS[row.progress],
    });
    row.status = 'sent';
    row.error = null;
  } catch (err) {
    row.status = 'failed';
    row.error = err instanceof Error ? err.message.slice(0, 500) : 'The LMS could not be reached.';
    await em.flush();
    throw err;
  }
  await em.flush();
}
