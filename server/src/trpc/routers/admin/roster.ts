import { rosterInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { importRoster } from '../../../services/admin/roster/import.ts';
import { planRoster, rosterView } from '../../../services/admin/roster/plan.ts';
import { readRoster } from '../../../services/admin/roster/read.ts';
import { rosterReport } from '../../../services/admin/roster/report.ts';
import { announceNotifications } from '../../../services/notifications.ts';
import { translator } from '../../../texts/index.ts';
import { recordAudit } from '../../../services/audit/record.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';

/** Students or teachers from a CSV file or pasted cells, enrolled by an optional course code. */
export const adminRosterRouter = {
  /** What importing would do, row by row; changes nothing. A mutation, as a roster is too long for a URL. */
  preview: adminProcedure.input(rosterInput).mutation(async ({ ctx, input }) => {
    const t = translator(ctx.locale);
    const plan = await planRoster(ctx.em, input.role, readRoster(input.csv, t));
    return {
      ...rosterView(plan, t),
      report: rosterReport(plan.rows, input.role, ctx.config.schoolTimeZone, t),
    };
  }),

  /** Imports the valid rows together; importing the same roster again changes nothing. */
  import: adminProcedure.input(rosterInput).mutation(async ({ ctx, input }) => {
    const t = translator(ctx.locale);
    const { plan, toAnnounce } = await importRoster(ctx.em, input.role, readRoster(input.csv, t));
    const view = rosterView(plan, t);
    // An import that changed nothing (the same roster again) is no import to record.
    if (view.counts.add > 0 || view.counts.enrollments > 0) {
      await recordAudit(ctx.em, auditActor(ctx), {
        action: 'roster_imported',
        resource: { type: 'roster', id: input.role, label: `${input.role} roster` },
        details: { ...view.counts },
      });
    }
    await announceNotifications(ctx.bus, toAnnounce);
    if (view.counts.add > 0) await adminChanged(ctx.bus, 'users');
    if (view.counts.enrollments > 0) await adminChanged(ctx.bus, 'enrollments');
    return {
      ...view,
      report: rosterReport(plan.rows, input.role, ctx.config.schoolTimeZone, t),
    };
  }),
} satisfies TRPCRouterRecord;
