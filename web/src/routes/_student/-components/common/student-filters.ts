export const STATUS_FILTERS = ['all', 'pending', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

interface SearchableCourse {
  title: string;
  description: string;
}

interface FilterableActivity {
  title: string;
  courseTitle: string;
  courseCode: string;
  status: 'pending' | 'completed';
}

function matches(text: string, query: string): boolean {
  return text.toLocaleLowerCase().includes(query);
}

/** 'My Courses' search: title and description, ignoring case and surrounding spaces. */
export function filterCourses<T extends SearchableCourse>(courses: T[], search: string): T[] {
  const query = search.trim().toLocaleLowerCase();
  if (!query) return courses;
  return courses.filter(
    (course) => matches(course.title, query) || matches(course.description, query),
  );
}

export interface ActivityFilters {
  search: string;
  /** A course code, or undefined for 'All Courses'. */
  course: string | undefined;
  status: StatusFilter;
}

/** 'My Activities' filters: search over title or course, then the course and status pickers. */
export function filterActivities<T extends FilterableActivity>(
  activities: T[],
  { search, course, status }: ActivityFilters,
): T[] {
  const query = search.trim().toLocaleLowerCase();
  return activities.filter(
    (activity) =>
      (!query || matches(activity.title, query) || matches(activity.courseTitle, query)) &&
      (!course || activity.courseCode === course) &&
      (status === 'all' || activity.status === status),
  );
}

/** The course filter's choices: each course once, by title. */
export function courseOptions(
  activities: FilterableActivity[],
): { value: string; label: string }[] {
  const byCode = new Map<string, string>();
  for (const activity of activities) byCode.set(activity.courseCode, activity.courseTitle);
  return [...byCode]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
