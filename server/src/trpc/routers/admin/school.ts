import { schoolLanguageSettings } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { readSchoolLanguage, saveSchoolLanguage } from '../../../services/school/language.ts';
import { adminProcedure } from '../../init.ts';

/**
 * Settings → School: the default language of everyone who has chosen none, and the school's
 * time zone (read-only: `SCHOOL_TIME_ZONE`, which the nightly jobs are scheduled in).
 */
export const adminSchoolRouter = {
  settings: adminProcedure.query(async ({ ctx }) => ({
    ...(await readSchoolLanguage(ctx.em)),
    timeZone: ctx.config.schoolTimeZone,
  })),

  saveSettings: adminProcedure.input(schoolLanguageSettings).mutation(async ({ ctx, input }) => ({
    ...(await saveSchoolLanguage(ctx.em, ctx.bus, input)),
    timeZone: ctx.config.schoolTimeZone,
  })),
} satisfies TRPCRouterRecord;
