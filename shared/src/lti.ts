import { z } from 'zod';
import { requiredText } from './text.ts';

const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(2048, `${label} must be at most 2048 characters`)
    .pipe(z.url({ protocol: /^https?$/, message: `${label} must be a web address` }));

const frameOrigins = z.array(httpsUrl('LMS address')).max(10);

/** Admin → Settings → LMS: registering an LMS by hand (LTI 1.3). */
export const ltiPlatformInput = z.object({
  name: requiredText('Name', 200),
  issuer: requiredText('Issuer', 1024),
  clientId: requiredText('Client ID', 255),
  authLoginUrl: httpsUrl('Authentication request URL'),
  accessTokenUrl: httpsUrl('Access token URL'),
  jwksUrl: httpsUrl('Public keyset URL'),
  deploymentIds: z
    .array(requiredText('Deployment ID', 255))
    .min(1, 'Enter at least one Deployment ID')
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
  contextId: requiredText('LMS course ID', 255),
  courseId: z.uuid('Choose a course'),
});

export const ltiDeploymentAdd = z.object({
  platformId: z.uuid(),
  deploymentId: requiredText('Deployment ID', 255),
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
