import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { ContactMessage } from '../../../db/entities/contact-message.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';

export const contactMessagesRouter = {
  /** The landing page's contact form inbox, newest first. */
  list: adminProcedure
    .input(
      z
        .object({
          limit: z.number().int().min(1).max(100).default(20),
          offset: z.number().int().min(0).default(0),
        })
        .default({ limit: 20, offset: 0 }),
    )
    .query(async ({ ctx, input }) => {
      const [items, total] = await ctx.em.findAndCount(
        ContactMessage,
        {},
        { orderBy: { createdAt: 'desc' }, limit: input.limit, offset: input.offset },
      );
      return { items, total };
    }),

  markRead: adminProcedure
    .input(z.object({ id: z.uuid('Message not found') }))
    .mutation(async ({ ctx, input }) => {
      const updated = await ctx.em.nativeUpdate(
        ContactMessage,
        { id: input.id, readAt: null },
        { readAt: new Date() },
      );
      if (updated) await adminChanged(ctx.bus, 'contact');
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
