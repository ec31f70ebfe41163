import { type TRPCRouterRecord } from '@trpc/server';
import { dashboardStats, recentActivity } from '../../../services/admin/dashboard.ts';
import { translator } from '../../../texts/index.ts';
import { adminProcedure } from '../../init.ts';

export const adminDashboardRouter = {
  stats: adminProcedure.query(({ ctx }) => dashboardStats(ctx.em)),
  recent: adminProcedure.query(({ ctx }) => recentActivity(ctx.em, translator(ctx.locale))),
} satisfies TRPCRouterRecord;
