import { formatCount } from '~/lib/format.ts';
import { t } from '~/i18n/t.ts';

export interface ResponseFilters {
  search?: string;
  courseId?: string;
  studentId?: string;
  activityId?: string;
}

/** The three empty texts (docs/product.md#teacher-errors), by what narrowed the list. */
export function emptyResponsesText(filters: ResponseFilters): string {
  if (filters.search?.trim()) return t('teacher.responses.emptySearch');
  if (filters.courseId || filters.studentId || filters.activityId) {
    return t('teacher.responses.emptyFilters');
  }
  return t('teacher.responses.empty');
}

/** The activity filter offers the chosen course's activities only. */
export function activityOptions<T extends { courseId: string }>(
  activities: T[],
  courseId: string | undefined,
): T[] {
  return courseId ? activities.filter((a) => a.courseId === courseId) : activities;
}

/** '21–40 of 57' for the page shown. */
export function pageRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return t('teacher.responses.rangeNone');
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return t('teacher.responses.range', {
    first: formatCount(first),
    last: formatCount(last),
    total: formatCount(total),
  });
}
