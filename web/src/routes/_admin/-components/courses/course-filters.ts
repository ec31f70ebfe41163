import { departmentLabel } from '@teachchat/shared';
import { matchesAny, normalise } from '../common/filters.ts';

interface SearchableCourse {
  title: string;
  courseCode: string;
  departmentCode: string;
  teacher: { name: string; email: string };
}

/** Manage Courses search: title, code, department and teacher, ignoring case. */
export function filterCourses<T extends SearchableCourse>(courses: T[], search?: string): T[] {
  const query = normalise(search);
  if (!query) return courses;
  return courses.filter((c) =>
    matchesAny(
      query,
      c.title,
      c.courseCode,
      departmentLabel(c.departmentCode),
      c.teacher.name,
      c.teacher.email,
    ),
  );
}
