import { revealInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { revealStudent } from '../../../services/pseudonyms/reveal.ts';
import { auditActor } from '../../audit-actor.ts';
import { teacherProcedure } from '../../init.ts';

/** Pseudonymised review: revealing one student's name, with a reason, audited. */
export const teacherPseudonymsRouter = {
  reveal: teacherProcedure
    .input(revealInput)
    .mutation(({ ctx, input }) =>
      revealStudent(ctx.em, { ...auditActor(ctx), user: ctx.user }, input),
    ),
} satisfies TRPCRouterRecord;
