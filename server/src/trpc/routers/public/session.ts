import type { TRPCRouterRecord } from '@trpc/server';
import { callerPreferences } from '../../../services/preferences.ts';
import { publicProcedure } from '../../init.ts';
import { sessionView } from '../me/session-view.ts';

export const publicSessionRouter = {
  /** The signed-in user and their preferences, or null when signed out. */
  session: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.auth) return null;
    const { user } = ctx.auth;
    return sessionView(user, await callerPreferences(ctx.preferences, user.id, () => ctx.em));
  }),

  config: publicProcedure.query(({ ctx }) => ({
    demoVideoUrl: ctx.config.demoVideoUrl ?? null,
    devLogin: ctx.config.devLogin !== undefined,
  })),
} satisfies TRPCRouterRecord;
