import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

/**
 * An LMS registered with this tool (LTI 1.3): where its sign-in, token and keys live, and
 * the admin's rules for the people it sends.
 */
export const LtiPlatform = defineEntity({
  name: 'LtiPlatform',
  tableName: 'lti_platforms',
  uniques: [{ properties: ['issuer', 'clientId'] }],
  properties: {
    id: idColumn(),
    name: p.string().length(200),
    issuer: p.string().length(1024),
    clientId: p.string().length(255),
    /** The platform's OIDC authorization endpoint (where the tool sends the login request). */
    authLoginUrl: p.string().length(2048),
    /** The OAuth 2 token endpoint for LTI Advantage services (client credentials). */
    accessTokenUrl: p.string().length(2048),
    jwksUrl: p.string().length(2048),
    /**
     * Origins allowed to frame the tool for this platform's sessions; the issuer's origin is
     * not always the LMS's (Canvas signs as canvas.instructure.com on school.instructure.com).
     */
    frameOrigins: p.json<string[]>().default([]),
    enabled: p.boolean().default(true),
    /** The admin's rule: an LMS person may be linked to a local account with the same email. */
    linkByEmail: p.boolean().default(false),
    /** The admin's rule: the LMS's administrators become TeachChat admins. */
    adminsAreAdmins: p.boolean().default(false),
    /** What LTI Dynamic Registration registered, as the platform answered (null: by hand). */
    registration: p.json<Record<string, unknown>>().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ILtiPlatform = InstanceType<typeof LtiPlatform.class>;
