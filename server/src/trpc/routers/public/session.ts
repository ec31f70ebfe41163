import type { TRPCRouterRecord } from '@trpc/server';
import { callerPreferences } from '../../../services/preferences.ts';
import { publicProcedure } from '../../init.ts';
import { schoolDefaults } from '../../school-defaults.ts';
import { sessionView } from '../me/session-view.ts';

export const publicSessionRouter = {
  /** The signed-in user and their preferences, or null when signed out. */
  session: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.auth) return null;
    const { user } = ctx.auth;
    const preferences = await callerPreferences(ctx.preferences, user.id, () => ctx.em);
    return sessionView(user, preferences, await schoolDefaults(ctx));
  }),

  config: publicProcedure.query(({ ctx }) => ({
    demoVideoUrl: ctx.config.demoVideoUrl ?? null,
    devLogin: ctx.config.devLogin !== undefined,
    /** A signed-out visitor's language: their browser's, else the school's default. */
    locale: ctx.locale,
    timeZone: ctx.config.schoolTimeZone,
  })),
} satisfies TRPCRouterRecord;
