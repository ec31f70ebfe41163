import type { NotificationView } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { changesStudentPages, markReadInList, prependNotification } from './notification-cache.ts';

const note = (id: string, read = false): NotificationView => ({
  id,
  kind: 'submission',
  title: `Title ${id}`,
  body: 'Body',
  link: null,
  readAt: read ? new Date('2026-01-01') : null,
  createdAt: new Date('2026-01-01'),
});

describe('prependNotification', () => {
  it('puts a new unread notification first and bumps the count', () => {
    const list = { items: [note('a')], unreadCount: 1 };
    const next = prependNotification(list, note('b'), 20);
    expect(next?.items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(next?.unreadCount).toBe(2);
  });

  it('ignores a notification it already has', () => {
    const list = { items: [note('a')], unreadCount: 1 };
    expect(prependNotification(list, note('a'), 20)).toBe(list);
  });

  it('keeps the list within its limit', () => {
    const list = { items: [note('a'), note('b')], unreadCount: 2 };
    expect(prependNotification(list, note('c'), 2)?.items.map((n) => n.id)).toEqual(['c', 'a']);
  });

  it('leaves an unloaded list alone', () => {
    expect(prependNotification(undefined, note('a'), 20)).toBeUndefined();
  });
});

describe('markReadInList', () => {
  const now = new Date('2026-02-02');

  it('marks only the given ids', () => {
    const list = { items: [note('a'), note('b')], unreadCount: 2 };
    const next = markReadInList(list, ['a'], 1, now);
    expect(next?.items.map((n) => n.readAt)).toEqual([now, null]);
    expect(next?.unreadCount).toBe(1);
  });

  it('marks everything without ids', () => {
    const list = { items: [note('a'), note('b', true)], unreadCount: 1 };
    const next = markReadInList(list, undefined, 0, now);
    expect(next?.items.every((n) => n.readAt)).toBe(true);
    expect(next?.items[1]?.readAt).toEqual(new Date('2026-01-01'));
  });
});

describe('changesStudentPages', () => {
  it('reads the student pages again after an enrollment or released feedback only', () => {
    expect(changesStudentPages('enrollment')).toBe(true);
    expect(changesStudentPages('feedback')).toBe(true);
    expect(changesStudentPages('submission')).toBe(false);
    expect(changesStudentPages('teacher_answer')).toBe(false);
  });
});
