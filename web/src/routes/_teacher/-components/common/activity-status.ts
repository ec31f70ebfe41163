import type { MantineColor } from '@mantine/core';
import type { ACTIVITY_TABS } from '@teachchat/shared';

export type ActivityTab = (typeof ACTIVITY_TABS)[number];
export type TeacherActivityStatus = 'active' | 'draft' | 'archived';

export const TAB_LABELS: Record<ActivityTab, string> = {
  all: 'All',
  active: 'Active',
  drafts: 'Drafts',
  archived: 'Archived',
};

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
  return status.charAt(0).toUpperCase() + status.slice(1);
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
