import { contactMessageInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { ContactMessage } from '../../../db/entities/contact-message.ts';
import { User } from '../../../db/entities/user.ts';
import { notify } from '../../../services/notifications.ts';
import { enforceRateLimit } from '../../../services/rate-limit.ts';
import { text } from '../../../texts/index.ts';
import { publicProcedure } from '../../init.ts';
import { adminChanged } from '../admin/changes.ts';

const CONTACT_LIMIT = {
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'Too many messages. Please try again later.',
};

export const contactRouter = {
  send: publicProcedure.input(contactMessageInput).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx.em, `contact:${ctx.ip}`, CONTACT_LIMIT);
    const message = ctx.em.create(ContactMessage, input);
    await ctx.em.flush();
    const admins = await ctx.em.find(User, { role: 'admin' }, { fields: ['id'], limit: 100 });
    for (const admin of admins) {
      await notify(ctx.em, ctx.bus, admin.id, {
        kind: 'contact_message',
        title: text('notification.contact.title', { name: input.name }),
        body: input.message.slice(0, 200),
        link: `/admin_page?contact=${message.id}`,
      });
    }
    await adminChanged(ctx.bus, 'contact');
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
