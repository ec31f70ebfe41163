import type { MantineColor } from '@mantine/core';
import type { ACTIVITY_TABS } from '@teachchat/shared';
import type { MessageKey } from '~/i18n/keys.ts';
import { t } from '~/i18n/t.ts';

export type ActivityTab = (typeof ACTIVITY_TABS)[number];
export type TeacherActivityStatus = 'active' | 'draft' | 'archived';

export const TAB_LABELS = {
  all: 'teacher.status.tabAll',
  active: 'teacher.status.tabActive',
  drafts: 'teacher.status.tabDrafts',
  archived: 'teacher.status.tabArchived',
} satisfies Record<ActivityTab, MessageKey>;

const STATUS_LABELS = {
  active: 'teacher.status.active',
  draft: 'teacher.status.draft',
  archived: 'teacher.status.archived',
} satisfies Record<TeacherActivityStatus, MessageKey>;

// Badge colours (docs/product.md#activity-status): active green, draft grey, archived amber
// (Mantine's yellow).
const STATUS_COLORS: Record<TeacherActivityStatus, MantineColor> = {
  active: 'green',
  draft: 'gray',
  archived: 'yellow',
};

export function statusColor(status: TeacherActivityStatus): MantineColor {
  return STATUS_COLORS[status];
}

export function statusLabel(status: TeacherActivityStatus): string {
  return t(STATUS_LABELS[status]);
}

/**
 * The same rule as the server (docs/product.md#activity-status): a draft is unpublished; a
 * published activity
 * is archived once its end date has passed, else active.
 */
export function deriveStatus(
  activity: { published: boolean; endDate: Date | null },
  now: Date = new Date(),
): TeacherActivityStatus {
  if (!activity.published) return 'draft';
  return activity.endDate && activity.endDate.getTime() <= now.getTime() ? 'archived' : 'active';
}

/** Which tab shows an activity of this status ('all' shows every one). */
export function inTab(status: TeacherActivityStatus, tab: ActivityTab): boolean {
  if (tab === 'all') return true;
  return tab === 'drafts' ? status === 'draft' : status === tab;
}
