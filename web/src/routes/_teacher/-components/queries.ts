// The teacher screens' URL searches and the query inputs made of them, shared by each
// route's loader and its screen so both read one cache entry. A loader imports them from
// here, never from a component file: loaders are in the app's first download, and with
// them everything they import.
import { ACTIVITY_TABS } from '@teachchat/shared';
import { searchEnum, searchPage, searchParams, searchString } from '~/lib/search.ts';

/** Activities: `search` is also set by the teacher top bar's search box. */
export const activitiesSearch = searchParams({
  search: searchString,
  tab: searchEnum(ACTIVITY_TABS),
  courseId: searchString,
  /** An activity whose details are open (set after creating one, to watch its material). */
  activity: searchString,
});
export type ActivitiesSearch = ReturnType<typeof activitiesSearch>;

export function activitiesInput({ search, tab, courseId }: ActivitiesSearch) {
  return { tab: tab ?? 'all', search: search?.trim() || undefined, courseId };
}

export const studentsSearch = searchParams({
  search: searchString,
  courseId: searchString,
});
export type StudentsSearch = ReturnType<typeof studentsSearch>;

export function studentsInput({ search, courseId }: StudentsSearch) {
  return { search: search?.trim() || undefined, courseId };
}

export const responsesSearch = searchParams({
  search: searchString,
  courseId: searchString,
  studentId: searchString,
  activityId: searchString,
  sort: searchEnum(['desc', 'asc']),
  page: searchPage,
});
export type ResponsesSearch = ReturnType<typeof responsesSearch>;

/** What narrows the responses (the list, its export and its feedback counts alike). */
export function responsesFilters({
  search,
  courseId,
  studentId,
  activityId,
  sort,
}: ResponsesSearch) {
  return {
    search: search?.trim() || undefined,
    courseId,
    studentId,
    activityId,
    sort: sort ?? 'desc',
  };
}
export type ResponsesFilters = ReturnType<typeof responsesFilters>;

/** One page of the responses list. */
export function responsesInput(search: ResponsesSearch) {
  return { ...responsesFilters(search), page: search.page ?? 1 };
}

/** The likes and dislikes per activity: the filters without the order. */
export function responsesFeedbackInput({ sort: _sort, ...filters }: ResponsesFilters) {
  return filters;
}
