import type { NotificationKind, NotificationView } from '@teachchat/shared';

export interface NotificationList {
  items: NotificationView[];
  unreadCount: number;
}

/** A live notification joins the top of the cached list; a repeat (after a reconnect) does not. */
export function prependNotification(
  list: NotificationList | undefined,
  notification: NotificationView,
  limit: number,
): NotificationList | undefined {
  if (!list || list.items.some((item) => item.id === notification.id)) return list;
  return {
    items: [notification, ...list.items].slice(0, limit),
    unreadCount: list.unreadCount + (notification.readAt ? 0 : 1),
  };
}

/** After markRead: those items (or, without ids, all) are read; the count is the server's. */
export function markReadInList(
  list: NotificationList | undefined,
  ids: string[] | undefined,
  unreadCount: number,
  now: Date,
): NotificationList | undefined {
  if (!list) return list;
  const marked = ids ? new Set(ids) : undefined;
  return {
    items: list.items.map((item) =>
      !item.readAt && (!marked || marked.has(item.id)) ? { ...item, readAt: now } : item,
    ),
    unreadCount,
  };
}

/**
 * News that changes what the student's pages show, so they are read again: released feedback
 * (scores, progress) and an enrollment (a new course in My Courses, the dashboard, the
 * activities), which the student would otherwise see only after a reload.
 */
export function changesStudentPages(kind: NotificationKind): boolean {
  return kind === 'feedback' || kind === 'enrollment';
}
