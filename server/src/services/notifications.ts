import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind, NotificationView } from '@teachchat/shared';
import { Notification, type INotification } from '../db/entities/notification.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';

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

export interface NotificationData {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
}

/** The same notification for each user, saved by the caller's next flush (its transaction). */
export function createNotifications(
  em: EntityManager,
  userIds: string[],
  data: NotificationData,
): INotification[] {
  return userIds.map((user) => em.create(Notification, { user, ...data, link: data.link ?? null }));
}

/** Tells the users' open tabs, on any node, of notifications already saved. */
export async function announceNotifications(bus: EventBus, rows: INotification[]): Promise<void> {
  for (const row of rows) await bus.publish(topics.notifications(row.user.id), { id: row.id });
}

/** Stores a notification and tells the user's open tabs, on any node. */
export async function notify(
  em: EntityManager,
  bus: EventBus,
  userId: string,
  data: NotificationData,
): Promise<NotificationView> {
  const row = em.create(Notification, { user: userId, ...data, link: data.link ?? null });
  await em.flush();
  await announceNotifications(bus, [row]);
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
