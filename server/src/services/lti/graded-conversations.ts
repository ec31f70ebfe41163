import type { Kysely } from 'kysely';
import type { DB } from '../../db/kysely.ts';

/**
 * Students' conversations (`cv`) on an activity that an LMS link (`rl`, in its course `c`)
 * opens and that has a grade column there (the tool's line item `li`, or the link's own),
 * for a student who came from that LMS (`a`, an account at the link's enabled platform
 * `p`): what the score and progress queues send, one row per conversation, link and line
 * item. Each queue adds its own rows and conditions.
 */
export function gradedConversations(db: Kysely<DB>) {
  return db
    .selectFrom('conversations as cv')
    .innerJoin('lti_resource_links as rl', 'rl.activity_id', 'cv.activity_id')
    .leftJoin('lti_line_items as li', (join) =>
      join
        .onRef('li.context_id', '=', 'rl.context_id')
        .onRef('li.activity_id', '=', 'rl.activity_id')
        .on('li.url', 'is not', null),
    )
    .innerJoin('lti_contexts as c', 'c.id', 'rl.context_id')
    .innerJoin('lti_platforms as p', (join) =>
      join.onRef('p.id', '=', 'c.platform_id').on('p.enabled', '=', true),
    )
    .innerJoin('lti_accounts as a', (join) =>
      join.onRef('a.user_id', '=', 'cv.student_id').onRef('a.issuer', '=', 'p.issuer'),
    )
    .where(({ eb, or }) =>
      or([eb('li.id', 'is not', null), eb('rl.line_item_url', 'is not', null)]),
    );
}
