import type { TRPCRouterRecord } from '@trpc/server';
import { getPreferences } from '../../../services/preferences.ts';
import { publicProcedure } from '../../init.ts';
import { sessionView } from '../me/session-view.ts';

export const publicSessionRouter = {
  /** The signed-in user and their preferences, or null when signed out. */
  session: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.auth) return null;
    return sessionView(ctx.auth.user, await getPreferences(ctx.em, ctx.auth.user.id));
  }),

  config: publicProcedure.query(({ ctx }) => ({
    demoVideoUrl: ctx.config.demoVideoUrl ?? null,
    devLogin: ctx.config.devLogin !== undefined,
  })),
} satisfies TRPCRouterRecord;
