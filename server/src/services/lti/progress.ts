import type { EntityManager } from '@mikro-orm/postgresql';
import { LtiProgress } from '../../db/entities/lti-progress.ts';
import { publishScore } from './gradebook.ts';

// What each step says to the LMS (AGS activityProgress and gradingProgress).
const SAYS = {
  Started: { activityProgress: 'InProgress', gradingProgress: 'NotReady' },
  Submitted: { activityProgress: 'Submitted', gradingProgress: 'PendingManual' },
} as const;

/**
 * Students' progress on LMS activities with a grade column, for students who came from that
 * LMS: Started once they have asked, Submitted once they submitted. One row per step,
 * conversation and LMS course, made once; none once a score was released (the score then
 * says Completed). Returns the new rows' ids.
 */
export async function pendingProgress(em: EntityManager): Promise<string[]> {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `insert into lti_progress (id, conversation_id, resource_link_id, progress, status, attempts, created_at, updated_at)
     select distinct on (cv.id, rl.context_id, step.progress)
            gen_random_uuid(), cv.id, rl.id, step.progress, 'pending', 0, now(), now()
       from conversations cv
       cross join lateral (
         select 'Started' as progress
          where exists (select 1 from messages m where m.conversation_id = cv.id and m.sender = 'user')
         union all
         select 'Submitted' where cv.status = 'completed'
       ) step
       join lti_resource_links rl on rl.activity_id = cv.activity_id
       left join lti_line_items li
              on li.context_id = rl.context_id and li.activity_id = rl.activity_id and li.url is not null
       join lti_contexts c on c.id = rl.context_id
       join lti_platforms p on p.id = c.platform_id and p.enabled
       join lti_accounts a on a.user_id = cv.student_id and a.issuer = p.issuer
      where (li.id is not null or rl.line_item_url is not null)
        and not exists (select 1 from submission_feedback f
                         where f.conversation_id = cv.id and f.released_at is not null)
        and not exists (
              select 1 from lti_progress s join lti_resource_links sl on sl.id = s.resource_link_id
               where s.conversation_id = cv.id and sl.context_id = rl.context_id
                 and s.progress = step.progress)
      order by cv.id, rl.context_id, step.progress, rl.created_at
      limit 200
     on conflict do nothing
     returning id`,
  );
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
