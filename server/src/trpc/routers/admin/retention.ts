import { retentionSettings } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { planRetention, retentionLog, runRetention } from '../../../services/retention/run.ts';
import {
  readRetentionSettings,
  saveRetentionSettings,
} from '../../../services/retention/settings.ts';
import { adminProcedure } from '../../init.ts';

/** Retention: the school's settings, what the next run will clear, the log, and Run now. */
export const adminRetentionRouter = {
  settings: adminProcedure.query(({ ctx }) => readRetentionSettings(ctx.em)),

  saveSettings: adminProcedure
    .input(retentionSettings)
    .mutation(({ ctx, input }) => saveRetentionSettings(ctx.em, input)),

  /** Counts per course of what the next run would clear with the saved settings. */
  preview: adminProcedure.query(async ({ ctx }) =>
    planRetention(ctx.em, await readRetentionSettings(ctx.em)),
  ),

  log: adminProcedure.query(({ ctx }) => retentionLog(ctx.em)),

  runNow: adminProcedure.mutation(({ ctx }) => runRetention(ctx.em, 'admin')),
} satisfies TRPCRouterRecord;
