import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { IActivity } from '../../db/entities/activity.ts';
import type { ILtiContext } from '../../db/entities/lti-context.ts';
import { kysely } from '../../db/kysely.ts';
import { LtiLineItem } from '../../db/entities/lti-line-item.ts';
import type { ILtiPlatform } from '../../db/entities/lti-platform.ts';
import { SCOPE } from './claims.ts';
import { onPlatform, serviceToken } from './service-token.ts';

/** Every score is out of 100 (submission feedback's range). */
export const SCORE_MAXIMUM = 100;
// Marks the columns this tool made, so a search by resourceId finds only ours.
const TAG = 'teachchat';
const LINE_ITEM = 'application/vnd.ims.lis.v2.lineitem+json';
const LINE_ITEMS = 'application/vnd.ims.lis.v2.lineitemcontainer+json';

const lineItem = z.object({
  id: z.url(),
  label: z.string().optional(),
  scoreMaximum: z.number().optional(),
  resourceId: z.string().optional(),
  tag: z.string().optional(),
});

/**
 * The activity's grade column in this LMS course, to be made (or found and updated) by the
 * queue: one row per LMS course and activity, so placing it again reuses the column.
 * False when the LMS offers no line item service (it makes the column from the deep link).
 */
export async function wantLineItem(
  em: EntityManager,
  context: ILtiContext,
  activity: IActivity,
): Promise<boolean> {
  if (!context.lineItemsUrl) return false;
  const label = activity.title.slice(0, 200);
  const row = await em.findOne(LtiLineItem, { context: context.id, activity: activity.id });
  if (!row) {
    em.create(LtiLineItem, { context, activity, label, scoreMaximum: SCORE_MAXIMUM });
  } else if (row.status === 'failed' || row.label !== label) {
    Object.assign(row, { label, status: 'pending', queuedAt: null, attempts: 0 });
  }
  await em.flush();
  return true;
}

/**
 * Rows whose activity was renamed since (the column's label follows the title) are made
 * pending again; every pending row not yet queued is taken. Returns the ids to queue.
 */
export async function lineItemsToSync(em: EntityManager): Promise<string[]> {
  const db = kysely(em);
  await db
    .updateTable('lti_line_items as li')
    .from('activities as a')
    .set(({ fn, ref, val }) => ({
      label: fn<string>('left', [ref('a.title'), val(200)]),
      status: 'pending',
      queued_at: null,
      attempts: 0,
      updated_at: fn('now'),
    }))
    .whereRef('a.id', '=', 'li.activity_id')
    .where(({ eb, fn, ref, val }) =>
      eb('li.label', '<>', fn<string>('left', [ref('a.title'), val(200)])),
    )
    .execute();
  const rows = await db
    .updateTable('lti_line_items')
    .set(({ fn }) => ({ queued_at: fn('now') }))
    .where(
      'id',
      'in',
      db
        .selectFrom('lti_line_items')
        .select('id')
        .where('status', '=', 'pending')
        .where('queued_at', 'is', null)
        .limit(200),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

async function call(url: string, token: string, init: RequestInit & { accept: string }) {
  const res = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, accept: init.accept, ...init.headers },
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`The LMS answered ${res.status}.`);
  return res;
}

/** The column this tool made for the activity before (found by its resourceId and tag). */
async function findExisting(listUrl: string, activityId: string, token: string) {
  const url = new URL(listUrl);
  url.searchParams.set('resource_id', activityId);
  url.searchParams.set('tag', TAG);
  const res = await call(url.href, token, { accept: LINE_ITEMS });
  const items = z
    .array(lineItem)
    .catch([])
    .parse(await res.json());
  return items.find((i) => i.resourceId === activityId && (i.tag ?? TAG) === TAG);
}

interface Wanted {
  /** The column's URL, when known already. */
  url: string | null;
  listUrl: string | null;
  activityId: string;
  label: string;
  scoreMaximum: number;
}

/** The column's URL, after making it (or finding ours) and writing a changed label. */
async function makeOrUpdate(want: Wanted, platform: ILtiPlatform, token: string) {
  const body = {
    label: want.label,
    scoreMaximum: want.scoreMaximum,
    resourceId: want.activityId,
    tag: TAG,
  };
  const { listUrl } = want;
  if (!want.url && (!listUrl || !onPlatform(platform, listUrl))) {
    throw new Error('The LMS offers no grade column service here.');
  }
  const current =
    want.url || !listUrl ? undefined : await findExisting(listUrl, want.activityId, token);
  if (!want.url && !current && listUrl) {
    const res = await call(listUrl, token, {
      method: 'POST',
      accept: LINE_ITEM,
      headers: { 'content-type': LINE_ITEM },
      body: JSON.stringify(body),
    });
    const made = lineItem.parse(await res.json());
    if (!onPlatform(platform, made.id)) throw new Error('The grade column is not on this LMS.');
    return made.id;
  }
  const url = want.url ?? current?.id;
  if (!url || !onPlatform(platform, url)) throw new Error('The grade column is not on this LMS.');
  // A column found again is written only when its label or maximum differ.
  if (!current || current.label !== want.label || current.scoreMaximum !== want.scoreMaximum) {
    await call(url, token, {
      method: 'PUT',
      accept: LINE_ITEM,
      headers: { 'content-type': LINE_ITEM },
      body: JSON.stringify({ ...body, id: url }),
    });
  }
  return url;
}

/**
 * Makes, finds or updates one grade column in the LMS (AGS line item service). Throws when
 * the LMS could not do it, so the queue tries again; the last error is kept to be shown.
 */
export async function syncLineItem(em: EntityManager, id: string): Promise<void> {
  const row = await em.findOne(LtiLineItem, { id }, { populate: ['context.platform', 'activity'] });
  if (!row || row.status === 'synced') return;
  const platform = row.context.platform;
  row.attempts++;
  try {
    const token = await serviceToken(em, platform, [SCOPE.lineItem]);
    row.url = await makeOrUpdate(
      {
        url: row.url ?? null,
        listUrl: row.context.lineItemsUrl ?? null,
        activityId: row.activity.id,
        label: row.label,
        scoreMaximum: row.scoreMaximum,
      },
      platform,
      token,
    );
    row.status = 'synced';
    row.error = null;
  } catch (err) {
    row.status = 'failed';
    row.error = err instanceof Error ? err.message.slice(0, 500) : 'The LMS could not be reached.';
    await em.flush();
    throw err;
  }
  await em.flush();
}
