import { defineEntity, p } from '@mikro-orm/core';
import { Activity } from './activity.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { LtiContext } from './lti-context.ts';

/**
 * An activity's grade column in an LMS course (an AGS line item the tool manages): one per
 * LMS course and activity, found again by its resourceId before one is made, so placing the
 * activity twice never makes two columns. `label` and `scoreMaximum` are what the LMS
 * should show; a change sets the row pending and the queue updates the LMS.
 */
export const LtiLineItem = defineEntity({
  name: 'LtiLineItem',
  tableName: 'lti_line_items',
  uniques: [{ properties: ['context', 'activity'] }],
  properties: {
    id: idColumn(),
    context: () => p.manyToOne(LtiContext).deleteRule('cascade'),
    activity: () => p.manyToOne(Activity).deleteRule('cascade').index(),
    /** The line item's own URL, once the LMS made it (or it was found). */
    url: p.string().length(2048).nullable(),
    label: p.string().length(200),
    scoreMaximum: p.integer().default(100),
    status: p.enum(['pending', 'synced', 'failed'] as const).default('pending'),
    /** When the queue took the pending change (null: not queued yet). */
    queuedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    /** The last failure, for the teacher and the admin (never a token). */
    error: p.text().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ILtiLineItem = InstanceType<typeof LtiLineItem.class>;
