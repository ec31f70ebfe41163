import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { LtiScore } from '../../db/entities/lti-score.ts';
import { publishScore } from './gradebook.ts';
import { gradedConversations } from './graded-conversations.ts';
import { SCORE_MAXIMUM } from './line-items.ts';

/**
 * Released feedback with a score, on an activity that an LMS link opens and that has a
 * grade column there (the tool's line item, or the link's own), for a student who came
 * from that LMS: one pending score each per LMS course, made once (the unique pair and the
 * per-course check make two nodes sweeping at once harmless). Returns the new scores' ids.
 */
export async function pendingScores(em: EntityManager): Promise<string[]> {
  const db = kysely(em);
  const rows = await db
    .insertInto('lti_scores')
    .columns([
      'id',
      'feedback_id',
      'resource_link_id',
      'status',
      'attempts',
      'created_at',
      'updated_at',
    ])
    .expression(
      gradedConversations(db)
        .innerJoin('submission_feedback as f', 'f.conversation_id', 'cv.id')
        .distinctOn(['f.id', 'rl.context_id'])
        .select(({ fn, lit, val }) => [
          fn<string>('gen_random_uuid').as('id'),
          'f.id as feedback_id',
          'rl.id as resource_link_id',
          val('pending').as('status'),
          lit(0).as('attempts'),
          fn<Date>('now').as('created_at'),
          fn<Date>('now').as('updated_at'),
        ])
        .where('f.released_at', 'is not', null)
        .where('f.score', 'is not', null)
        .where(({ not, exists, selectFrom, lit }) =>
          not(
            exists(
              selectFrom('lti_scores as s')
                .innerJoin('lti_resource_links as sl', 'sl.id', 's.resource_link_id')
                .select(lit(1).as('one'))
                .whereRef('s.feedback_id', '=', 'f.id')
                .whereRef('sl.context_id', '=', 'rl.context_id'),
            ),
          ),
        )
        .orderBy('f.id')
        .orderBy('rl.context_id')
        .orderBy('rl.created_at')
        .limit(200),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Posts one score to its line item (AGS 2.0 score publish). Throws when the LMS could not
 * take it, so the job queue tries again; the last error is kept for the teacher to read.
 */
export async function postScore(em: EntityManager, scoreId: string): Promise<void> {
  const score = await em.findOne(
    LtiScore,
    { id: scoreId },
    { populate: ['feedback.conversation', 'resourceLink.context.platform'] },
  );
  if (!score || score.status === 'sent') return;
  const { feedback, resourceLink } = score;
  score.attempts++;
  try {
    if (feedback.score === null || feedback.score === undefined)
      throw new Error('Nothing to send.');
    await publishScore(
      em,
      resourceLink,
      resourceLink.context.platform,
      feedback.conversation.student.id,
      {
        scoreGiven: feedback.score,
        scoreMaximum: SCORE_MAXIMUM,
        comment: feedback.comment.slice(0, 4000),
        timestamp: (feedback.releasedAt ?? new Date()).toISOString(),
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      },
    );
    score.status = 'sent';
    score.error = null;
  } catch (err) {
    score.status = 'failed';
    score.error =
      err instanceof Error ? err.message.slice(0, 500) : 'The LMS could not be reached.';
    await em.flush();
    throw err;
  }
  await em.flush();
}

export interface ScoreStatus {
  studentId: string;
  studentName: string;
  score: number | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  updatedAt: Date;
}

/** How an activity's scores fared in the LMS, for its teacher. */
export async function scoreStatuses(em: EntityManager, activityId: string): Promise<ScoreStatus[]> {
  const scores = await em.find(
    LtiScore,
    { resourceLink: { activity: activityId } },
    {
      populate: ['feedback.conversation.student'],
      orderBy: { updatedAt: 'desc' },
      limit: 1000,
    },
  );
  return scores.map((s) => ({
    studentId: s.feedback.conversation.student.id,
    studentName:
      `${s.feedback.conversation.student.firstName} ${s.feedback.conversation.student.lastName}`.trim(),
    score: s.feedback.score ?? null,
    status: s.status,
    attempts: s.attempts,
    error: s.error ?? null,
    updatedAt: s.updatedAt,
  }));
}
