import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale, NotificationKind, NotificationView } from '@teachchat/shared';
import { Notification, type INotification } from '../db/entities/notification.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';
import { render, type Text } from '../texts/index.ts';

/** A notification as its reader sees it: its texts written in their language. */
export function toNotificationView(n: INotification, locale: Locale = 'en'): NotificationView {
  return {
    id: n.id,
    kind: n.kind,
    title: n.texts ? render(locale, n.texts.title) : n.title,
    body: n.texts ? render(locale, n.texts.body) : n.body,
    link: n.link ?? null,
    readAt: n.readAt ?? null,
    createdAt: n.createdAt,
  };
}

export interface NotificationData {
  kind: NotificationKind;
  /** A catalogued text is written in each reader's language; a plain string stays as is. */
  title: Text | string;
  body: Text | string;
  link?: string | null;
}

/** The row's columns: the English kept in title and body, the texts to write when read. */
function columns({ kind, title, body, link }: NotificationData) {
  return {
    kind,
    // The title column holds 200 characters; a course title may use all of them.
    title: render('en', title).slice(0, 200),
    body: render('en', body),
    texts: typeof title === 'string' ? null : { title, body },
    link: link ?? null,
  };
}

/** The same notification for each user, saved by the caller's next flush (its transaction). */
export function createNotifications(
  em: EntityManager,
  userIds: string[],
  data: NotificationData,
): INotification[] {
  return userIds.map((user) => em.create(Notification, { user, ...columns(data) }));
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
  const row = em.create(Notification, { user: userId, ...columns(data) });
  await em.flush();
  await announceNotifications(bus, [row]);
  return toNotificationView(row);
}

export async function listNotifications(
  em: EntityManager,
  userId: string,
  limit: number,
  locale: Locale,
) {
  const [items, unreadCount] = await Promise.all([
    em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc' }, limit }),
    em.count(Notification, { user: userId, readAt: null }),
  ]);
  return { items: items.map((n) => toNotificationView(n, locale)), unreadCount };
}

export async function markNotificationsRead(em: EntityManager, userId: string, ids?: string[]) {
  await em.nativeUpdate(
    Notification,
    { user: userId, readAt: null, ...(ids ? { id: { $in: ids } } : {}) },
    { readAt: new Date() },
  );
  return { unreadCount: await em.count(Notification, { user: userId, readAt: null }) };
}
