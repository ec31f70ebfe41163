import { defineEntity, p } from '@mikro-orm/core';
import { Activity } from './activity.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { LtiContext } from './lti-context.ts';

/** A link placed in the LMS course: the activity it opens and its grade column (AGS). */
export const LtiResourceLink = defineEntity({
  name: 'LtiResourceLink',
  tableName: 'lti_resource_links',
  uniques: [{ properties: ['context', 'resourceLinkId'] }],
  properties: {
    id: idColumn(),
    context: () => p.manyToOne(LtiContext).deleteRule('cascade'),
    resourceLinkId: p.string().length(255),
    activity: () => p.manyToOne(Activity).nullable().deleteRule('set null').index(),
    /** The AGS line item this link's scores go to. */
    lineItemUrl: p.string().length(2048).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ILtiResourceLink = InstanceType<typeof LtiResourceLink.class>;
