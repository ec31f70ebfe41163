import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { Course } from './course.ts';
import { LtiPlatform } from './lti-platform.ts';

/** An LMS course (context) linked to a TeachChat course, with its roster service. */
export const LtiContext = defineEntity({
  name: 'LtiContext',
  tableName: 'lti_contexts',
  uniques: [{ properties: ['platform', 'contextId'] }],
  properties: {
    id: idColumn(),
    platform: () => p.manyToOne(LtiPlatform).deleteRule('cascade'),
    contextId: p.string().length(255),
    title: p.string().length(200),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    /** NRPS context_memberships_url from the latest launch, if the platform offers it. */
    membershipsUrl: p.string().length(2048).nullable(),
    /**
     * AGS lineitems URL from the latest launch that may manage line items (the lineitem
     * scope); null: the LMS makes grade columns only from deep links.
     */
    lineItemsUrl: p.string().length(2048).nullable(),
    /** The summary of the latest roster sync (counts and when). */
    lastSync: p.json<Record<string, unknown>>().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ILtiContext = InstanceType<typeof LtiContext.class>;
