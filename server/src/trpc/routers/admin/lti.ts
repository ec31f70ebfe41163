import {
  ltiContextLink,
  ltiDeploymentAdd,
  ltiDeploymentSwitch,
  ltiPlatformInput,
  ltiPlatformRules,
} from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  addDeployment,
  ltiSettings,
  setDeploymentEnabled,
} from '../../../services/lti/admin-view.ts';
import { registrationLink } from '../../../services/lti/dynamic-registration.ts';
import { courseGrades } from '../../../services/lti/grade-status.ts';
import { rotateSigningKey } from '../../../services/lti/keys.ts';
import { syncRoster } from '../../../services/lti/roster-sync.ts';
import {
  linkContext,
  registerPlatform,
  setPlatformRules,
} from '../../../services/lti/platforms.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';

/** Settings → LMS: LTI 1.3 platforms, their deployments and rules, and the tool's URLs. */
export const adminLtiRouter = {
  settings: adminProcedure.query(({ ctx }) => ltiSettings(ctx.em, ctx.config.publicUrl)),

  create: adminProcedure.input(ltiPlatformInput).mutation(async ({ ctx, input }) => {
    const platform = await registerPlatform(ctx.em, input);
    return { id: platform.id };
  }),

  update: adminProcedure.input(ltiPlatformRules).mutation(async ({ ctx, input }) => {
    const { id, ...rules } = input;
    await setPlatformRules(ctx.em, id, rules);
    return { ok: true as const };
  }),

  setDeployment: adminProcedure.input(ltiDeploymentSwitch).mutation(async ({ ctx, input }) => {
    await setDeploymentEnabled(ctx.em, input.id, input.enabled);
    return { ok: true as const };
  }),

  addDeployment: adminProcedure.input(ltiDeploymentAdd).mutation(async ({ ctx, input }) => {
    await addDeployment(ctx.em, input.platformId, input.deploymentId);
    return { ok: true as const };
  }),

  linkCourse: adminProcedure.input(ltiContextLink).mutation(async ({ ctx, input }) => {
    await linkContext(ctx.em, input);
    return { ok: true as const };
  }),

  /** Reads an LMS course's roster now: enrolls its learners, unenrolls those gone. */
  syncRoster: adminProcedure
    .input(z.object({ contextId: z.uuid() }))
    .mutation(({ ctx, input }) => syncRoster(ctx.em, input.contextId, auditActor(ctx))),

  /** An LMS course's activities: each grade column and how its scores fared. */
  grades: adminProcedure
    .input(z.object({ contextId: z.uuid() }))
    .query(({ ctx, input }) => courseGrades(ctx.em, input.contextId)),

  /** A registration URL to paste into the LMS (dynamic registration), valid for an hour. */
  registrationLink: adminProcedure.mutation(async ({ ctx }) => ({
    url: await registrationLink(ctx.em, ctx.config.publicUrl),
  })),

  rotateKey: adminProcedure.input(z.object({}).optional()).mutation(async ({ ctx }) => ({
    kid: await rotateSigningKey(ctx.em),
  })),
} satisfies TRPCRouterRecord;
