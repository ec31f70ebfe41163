import { z } from 'zod';

// Claim names of LTI 1.3 core, Deep Linking 2.0, NRPS 2.0 and AGS 2.0.
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  namesRoles: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  gradeService: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

export const SCOPE = {
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

export const MESSAGE = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinking: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;

const text = (max: number) => z.string().min(1).max(max);

/** What a launch's id_token must carry, beyond the JWT checks jose makes. */
export const launchClaims = z.object({
  sub: text(255),
  email: z.email().max(320).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  nonce: text(64),
  [CLAIM.messageType]: z.enum([MESSAGE.resourceLink, MESSAGE.deepLinking]),
  [CLAIM.version]: z.literal('1.3.0'),
  [CLAIM.deploymentId]: text(255),
  [CLAIM.roles]: z.array(z.string().max(512)).max(100),
  [CLAIM.context]: z
    .object({ id: text(255), title: z.string().max(500).optional(), label: z.string().optional() })
    .optional(),
  [CLAIM.resourceLink]: z.object({ id: text(255), title: z.string().optional() }).optional(),
  [CLAIM.targetLinkUri]: z.string().max(2048).optional(),
  [CLAIM.custom]: z.record(z.string(), z.unknown()).optional(),
  [CLAIM.deepLinkingSettings]: z
    .object({
      deep_link_return_url: z.url(),
      accept_types: z.array(z.string()).optional(),
      data: z.string().max(4096).optional(),
    })
    .optional(),
  [CLAIM.namesRoles]: z
    .object({ context_memberships_url: z.url(), service_versions: z.array(z.string()) })
    .optional(),
  [CLAIM.gradeService]: z
    .object({
      scope: z.array(z.string()),
      lineitems: z.url().optional(),
      lineitem: z.url().optional(),
    })
    .optional(),
});
export type LaunchClaims = z.infer<typeof launchClaims>;

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';
const INSTRUCTOR = new Set([
  `${MEMBERSHIP}#Instructor`,
  `${MEMBERSHIP}#ContentDeveloper`,
  `${MEMBERSHIP}/Instructor#TeachingAssistant`,
  `${MEMBERSHIP}#TeachingAssistant`,
  // Short forms that LTI 1.3 still allows for context roles.
  'Instructor',
  'TeachingAssistant',
]);
const LEARNER = new Set([`${MEMBERSHIP}#Learner`, 'Learner']);
const ADMINISTRATOR = new Set([
  'http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
  `${MEMBERSHIP}#Administrator`,
]);

export type LaunchRole = 'admin' | 'teacher' | 'student';

/**
 * The TeachChat role a launch's LMS roles give: Instructor or TA teach, Learner learns,
 * and Administrator is admin only where the admin allowed it (else it counts for nothing).
 */
export function launchRole(roles: string[], adminsAreAdmins: boolean): LaunchRole | null {
  if (adminsAreAdmins && roles.some((r) => ADMINISTRATOR.has(r))) return 'admin';
  if (roles.some((r) => INSTRUCTOR.has(r))) return 'teacher';
  if (roles.some((r) => LEARNER.has(r))) return 'student';
  return null;
}
