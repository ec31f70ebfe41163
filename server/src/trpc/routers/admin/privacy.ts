import { pseudonymisedInput, schoolPrivacySettings } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findCourse } from '../../../access/courses.ts';
import { announceRevocation } from '../../../auth/revocation.ts';
import { newSalt } from '../../../services/pseudonyms/pseudonyms.ts';
import { erasePerson, erasureImpact } from '../../../services/privacy/erase.ts';
import {
  readPrivacySettings,
  savePrivacySettings,
} from '../../../services/privacy/school-settings.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';

const personInput = z.object({ id: z.uuid('Person not found') });

/** A person's data rights: what erasing them takes, the erasure, and the school's rule. */
export const adminPrivacyRouter = {
  /** For the confirmation: how many of each row goes, and whether records stay anonymised. */
  erasureImpact: adminProcedure
    .input(personInput)
    .query(({ ctx, input }) => erasureImpact(ctx.em, input.id)),

  erase: adminProcedure.input(personInput).mutation(async ({ ctx, input }) => {
    const impact = await erasePerson(ctx.em, input.id, auditActor(ctx));
    await announceRevocation(ctx.bus, { userId: impact.id });
    await adminChanged(ctx.bus, 'users');
    return { name: impact.name, mode: impact.mode };
  }),

  /** Pseudonymised review for one course: its teacher sees stable pseudonyms. */
  setPseudonymised: adminProcedure.input(pseudonymisedInput).mutation(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, {}, input.courseId);
    course.pseudonymised = input.pseudonymised;
    // The salt stays once made: turning review off and on again keeps the same pseudonyms.
    course.pseudonymSalt ??= newSalt();
    await ctx.em.flush();
    await adminChanged(ctx.bus, 'courses');
    return { courseId: course.id, pseudonymised: course.pseudonymised };
  }),

  settings: adminProcedure.query(({ ctx }) => readPrivacySettings(ctx.em)),

  saveSettings: adminProcedure
    .input(schoolPrivacySettings)
    .mutation(({ ctx, input }) => savePrivacySettings(ctx.em, input)),
} satisfies TRPCRouterRecord;
