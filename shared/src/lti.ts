import { z } from 'zod';
import { requiredText } from './text.ts';
import { type FieldName, says } from './validation.ts';

const httpsUrl = (field: FieldName) =>
  z
    .string()
    .trim()
    .min(1, says('required', field))
    .max(2048, says('tooLong', field, { max: 2048 }))
    .pipe(z.url({ protocol: /^https?$/, ...says('webAddress', field) }));

const frameOrigins = z.array(httpsUrl('lmsAddress')).max(10);

/** Admin → Settings → LMS: registering an LMS by hand (LTI 1.3). */
export const ltiPlatformInput = z.object({
  name: requiredText('name', 200),
  issuer: requiredText('issuer', 1024),
  clientId: requiredText('clientId', 255),
  authLoginUrl: httpsUrl('authLoginUrl'),
  accessTokenUrl: httpsUrl('accessTokenUrl'),
  jwksUrl: httpsUrl('jwksUrl'),
  deploymentIds: z
    .array(requiredText('deploymentId', 255))
    .min(1, says('deploymentIdNeeded'))
    .max(50),
  frameOrigins: frameOrigins.default([]),
});
export type LtiPlatformInput = z.input<typeof ltiPlatformInput>;

export const ltiPlatformRules = z.object({
  id: z.uuid(),
  enabled: z.boolean().optional(),
  linkByEmail: z.boolean().optional(),
  adminsAreAdmins: z.boolean().optional(),
  frameOrigins: frameOrigins.optional(),
});

export const ltiDeploymentSwitch = z.object({ id: z.uuid(), enabled: z.boolean() });

export const ltiContextLink = z.object({
  platformId: z.uuid(),
  contextId: requiredText('lmsCourseId', 255),
  courseId: z.uuid(says('chooseCourse')),
});

export const ltiDeploymentAdd = z.object({
  platformId: z.uuid(),
  deploymentId: requiredText('deploymentId', 255),
});

const lines = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The same registration as the form holds it: deployment IDs and addresses as text. */
export const ltiPlatformForm = ltiPlatformInput.extend({
  deploymentIds: z.string().transform(lines).pipe(ltiPlatformInput.shape.deploymentIds),
  frameOrigins: z.string().transform(lines).pipe(frameOrigins),
});
