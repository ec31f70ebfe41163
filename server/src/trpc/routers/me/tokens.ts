import { tokenCreateInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { createApiToken } from '../../../auth/api-tokens.ts';
import { announceRevocation } from '../../../auth/revocation.ts';
import { ApiToken } from '../../../db/entities/api-token.ts';
import { User } from '../../../db/entities/user.ts';
import { notFound } from '../../../errors.ts';
import { sessionProcedure } from '../../init.ts';
import { text } from '../../../texts/index.ts';

/** Only from a browser session: see sessionProcedure. */
export const tokensRouter = {
  list: sessionProcedure.query(async ({ ctx }) => {
    const rows = await ctx.em.find(
      ApiToken,
      { user: ctx.user.id },
      { orderBy: { createdAt: 'desc' }, fields: ['id', 'name', 'createdAt', 'lastUsedAt'] },
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: r.createdAt,
      lastUsedAt: r.lastUsedAt ?? null,
    }));
  }),

  create: sessionProcedure.input(tokenCreateInput).mutation(async ({ ctx, input }) => {
    const user = ctx.em.getReference(User, ctx.user.id);
    return createApiToken(ctx.em, user, input.name);
  }),

  remove: sessionProcedure
    .input(z.object({ id: z.uuid('Unknown token') }))
    .mutation(async ({ ctx, input }) => {
      const deleted = await ctx.em.nativeDelete(ApiToken, { id: input.id, user: ctx.user.id });
      if (!deleted) throw notFound(text('error.tokenNotFound'));
      await announceRevocation(ctx.bus, { tokenId: input.id });
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
