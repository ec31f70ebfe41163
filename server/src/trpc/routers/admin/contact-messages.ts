import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { ContactMessage, type IContactMessage } from '../../../db/entities/contact-message.ts';
import { notFound } from '../../../errors.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';
import { text } from '../../../texts/index.ts';

const toView = (m: IContactMessage) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  readAt: m.readAt ?? null,
  createdAt: m.createdAt,
});

export const contactMessagesRouter = {
  byId: adminProcedure
    .input(z.object({ id: z.uuid('Message not found') }))
    .query(async ({ ctx, input }) =>
      toView(
        await ctx.em.findOneOrFail(
          ContactMessage,
          { id: input.id },
          { failHandler: () => notFound(text('error.messageNotFound')) },
        ),
      ),
    ),

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
      return { items: items.map(toView), total };
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
      // Marking a read message again is fine; marking one that doesn't exist is not.
      else if (!(await ctx.em.count(ContactMessage, { id: input.id })))
        throw notFound(text('error.messageNotFound'));
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
