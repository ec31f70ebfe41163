import { auditFilterInput, auditListInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { auditActors, auditCsv, listAudit } from '../../../services/audit/list.ts';
import { translator } from '../../../texts/index.ts';
import { recordAudit } from '../../../services/audit/record.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';

/** Admin → Audit: the append-only trail of who saw, exported, changed or removed what. */
export const adminAuditRouter = {
  list: adminProcedure
    .input(auditListInput)
    .query(({ ctx, input }) => listAudit(ctx.em, input, ctx.config.schoolTimeZone)),

  /** Everyone who appears as an actor, for the Who filter. */
  actors: adminProcedure.query(({ ctx }) => auditActors(ctx.em)),

  /** The filtered entries as CSV; the download is itself an entry. */
  export: adminProcedure.input(auditFilterInput).query(async ({ ctx, input }) => {
    const file = await auditCsv(ctx.em, input, ctx.config.schoolTimeZone, translator(ctx.locale));
    await recordAudit(ctx.em, auditActor(ctx), {
      action: 'audit_exported',
      details: { filter: input, rows: file.rowCount },
    });
    return file;
  }),
} satisfies TRPCRouterRecord;
