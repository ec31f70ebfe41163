import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';
import { LtiPlatform } from './lti-platform.ts';

/** A deployment of the tool in a platform; launches name one, and only known ones pass. */
export const LtiDeployment = defineEntity({
  name: 'LtiDeployment',
  tableName: 'lti_deployments',
  uniques: [{ properties: ['platform', 'deploymentId'] }],
  properties: {
    id: idColumn(),
    platform: () => p.manyToOne(LtiPlatform).deleteRule('cascade'),
    deploymentId: p.string().length(255),
    enabled: p.boolean().default(true),
    createdAt: createdAtColumn(),
  },
});
export type ILtiDeployment = InstanceType<typeof LtiDeployment.class>;
