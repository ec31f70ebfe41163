export interface ResponseFilters {
  search?: string;
  courseId?: string;
  studentId?: string;
  activityId?: string;
}

/** The three empty texts (docs/product.md#teacher-errors), by what narrowed the list. */
export function emptyResponsesText(filters: ResponseFilters): string {
  if (filters.search?.trim()) return 'No entries found matching your search.';
  if (filters.courseId || filters.studentId || filters.activityId) {
    return 'No entries found matching your filters.';
  }
  return 'No student responses available.';
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
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}–${last} of ${total}`;
}
