import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { ContactMessage } from '../../../db/entities/contact-message.ts';
import { adminProcedure } from '../../init.ts';

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
} satisfies TRPCRouterRecord;
