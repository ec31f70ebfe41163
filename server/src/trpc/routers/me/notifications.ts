import type { TRPCRouterRecord } from '@trpc/server';
import { tracked } from '@trpc/server';
import { z } from 'zod';
import { Notification } from '../../../db/entities/notification.ts';
import { eventStream } from '../../../events/bus.ts';
import { topics } from '../../../events/topics.ts';
import {
  listNotifications,
  markNotificationsRead,
  toNotificationView,
} from '../../../services/notifications.ts';
import { authedProcedure } from '../../init.ts';

export const notificationsRouter = {
  list: authedProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).default(20) }).default({ limit: 20 }))
    .query(({ ctx, input }) => listNotifications(ctx.em, ctx.user.id, input.limit, ctx.locale)),

  markRead: authedProcedure
    .input(z.object({ ids: z.array(z.uuid()).max(100).optional() }).default({}))
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.em, ctx.user.id, input.ids)),
} satisfies TRPCRouterRecord;

/**
 * Notifications as they are created for the caller. Subscribes first, then catches up on
 * anything newer than `lastEventId` (a reconnecting client), so nothing falls in between.
 */
export const onNotification = authedProcedure
  .input(z.object({ lastEventId: z.uuid().nullish() }).optional())
  .subscription(async function* ({ ctx, input, signal }) {
    const userId = ctx.user.id;
    const live = eventStream(ctx.bus, topics.notifications(userId), signal);
    const seen = new Set<string>();
    const lastId = input?.lastEventId;
    if (lastId) {
      const last = await ctx.em.findOne(Notification, { id: lastId, user: userId });
      if (last) {
        const missed = await ctx.em.find(
          Notification,
          // >= : two notifications can share a millisecond; losing one is worse than a repeat.
          { user: userId, createdAt: { $gte: last.createdAt }, id: { $ne: last.id } },
          { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 100 },
        );
        for (const n of missed) {
          seen.add(n.id);
          yield tracked(n.id, toNotificationView(n, ctx.locale));
        }
      }
    }
    for await (const { id } of live) {
      if (seen.has(id)) continue;
      const em = ctx.em.fork();
      const n = await em.findOne(Notification, { id, user: userId });
      if (n) yield tracked(n.id, toNotificationView(n, ctx.locale));
    }
  });
