import { preferencesUpdate, profileUpdateInput, setLanguageInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { announceRevocation } from '../../../auth/revocation.ts';
import { endSession, sessionCookieName } from '../../../auth/sessions.ts';
import {
  callerPreferences,
  getPreferences,
  updatePreferences,
} from '../../../services/preferences.ts';
import { User } from '../../../db/entities/user.ts';
import { toAuthUser } from '../../../auth/caller.ts';
import { authedProcedure } from '../../init.ts';
import { schoolDefaults } from '../../school-defaults.ts';
import { notificationsRouter, onNotification } from './notifications.ts';
import { sessionView } from './session-view.ts';
import { tokensRouter } from './tokens.ts';

export const meRouter = {
  get: authedProcedure.query(async ({ ctx }) => {
    const preferences = await callerPreferences(ctx.preferences, ctx.user.id, () => ctx.em);
    return sessionView(ctx.user, preferences, await schoolDefaults(ctx));
  }),

  /** Ends the session on the server, so the old cookie no longer works anywhere. */
  signOut: authedProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth.sessionId) {
      await endSession(ctx.em, ctx.auth.sessionId);
      await announceRevocation(ctx.bus, { sessionId: ctx.auth.sessionId });
    }
    ctx.reply?.clearCookie(sessionCookieName(ctx.config.secureCookies), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.secureCookies,
    });
    return { ok: true as const };
  }),

  /** Settings → Profile: names, phone and bio (the email comes from sign-in, read-only). */
  updateProfile: authedProcedure.input(profileUpdateInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.em.findOneOrFail(User, { id: ctx.user.id });
    ctx.em.assign(user, { ...input, phone: input.phone ?? null, bio: input.bio ?? null });
    await ctx.em.flush();
    const preferences = await getPreferences(ctx.em, user.id);
    return sessionView(toAuthUser(user), preferences, await schoolDefaults(ctx));
  }),

  /** Profile → Language: their own language, or null to follow the school's default. */
  setLanguage: authedProcedure.input(setLanguageInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.em.findOneOrFail(User, { id: ctx.user.id });
    user.locale = input.locale;
    // The flush tells every node's caller cache (auth/user-changes.ts).
    await ctx.em.flush();
    const preferences = await getPreferences(ctx.em, user.id);
    return sessionView(toAuthUser(user), preferences, await schoolDefaults(ctx));
  }),

  updatePreferences: authedProcedure.input(preferencesUpdate).mutation(async ({ ctx, input }) => {
    return updatePreferences(ctx.em, ctx.user.id, input);
  }),

  tokens: tokensRouter,
  notifications: notificationsRouter,
  onNotification,
} satisfies TRPCRouterRecord;
