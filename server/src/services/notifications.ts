import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind, NotificationView } from '@teachchat/shared';
import { Notification, type INotification } from '../db/entities/notification.ts';
import type { EventBus } from '../events/bus.ts';

export const notificationTopic = (userId: string) => `notification:${userId}`;

export function toNotificationView(n: INotification): NotificationView {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link ?? null,
    readAt: n.readAt ?? null,
    createdAt: n.createdAt,
  };
}

/** Stores a notification and tells the user's open tabs, on any node. */
export async function notify(
  em: EntityManager,
  bus: EventBus,
  userId: string,
  data: { kind: NotificationKind; title: string; body: string; link?: string | null },
): Promise<NotificationView> {
  const row = em.create(Notification, { user: userId, ...data, link: data.link ?? null });
  await em.flush();
  await bus.publish(notificationTopic(userId), { id: row.id });
  return toNotificationView(row);
}

export async function listNotifications(em: EntityManager, userId: string, limit: number) {
  const [items, unreadCount] = await Promise.all([
    em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc' }, limit }),
    em.count(Notification, { user: userId, readAt: null }),
  ]);
  return { items: items.map(toNotificationView), unreadCount };
}

export async function markNotificationsRead(em: EntityManager, userId: string, ids?: string[]) {
  await em.nativeUpdate(
    Notification,
    { user: userId, readAt: null, ...(ids ? { id: { $in: ids } } : {}) },
    { readAt: new Date() },
  );
  return { unreadCount: await em.count(Notification, { user: userId, readAt: null }) };
}
