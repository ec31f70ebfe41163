import { SUBMISSIONS_PAGE_SIZE, type SubmissionsInput } from '@teachchat/shared';
import { searchEnum, searchPage, searchParams, searchString, searchUuid } from '~/lib/search.ts';

/** The Activity Submissions filters as the URL keeps them; bad values are dropped. */
export const submissionsSearch = searchParams({
  q: searchString,
  course: searchUuid,
  teacher: searchUuid,
  student: searchUuid,
  sort: searchEnum(['asc', 'desc']),
  page: searchPage,
});
export type SubmissionsSearch = ReturnType<typeof submissionsSearch>;

/** The server's input for what the URL says: newest first and page 1 unless it says otherwise. */
export function submissionsQueryInput(search: SubmissionsSearch): SubmissionsInput {
  const text = search.q?.trim();
  return {
    ...(text ? { search: text } : {}),
    ...(search.course ? { courseId: search.course } : {}),
    ...(search.teacher ? { teacherId: search.teacher } : {}),
    ...(search.student ? { studentId: search.student } : {}),
    sort: search.sort ?? 'desc',
    page: search.page ?? 1,
    pageSize: SUBMISSIONS_PAGE_SIZE,
  };
}

/** Whether anything narrows the list (which empty text to show). */
export function hasFilters(search: SubmissionsSearch): boolean {
  return Boolean(search.q?.trim() || search.course || search.teacher || search.student);
}

/** How many pages `total` rows make; at least one. */
export function pageCount(total: number, pageSize = SUBMISSIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
