import { departmentLabel } from '@teachchat/shared';
import { departmentName } from '~/i18n/departments.ts';
import { matchesAny, normalise } from '../common/filters.ts';

interface SearchableCourse {
  title: string;
  courseCode: string;
  departmentCode: string;
  teacher: { name: string; email: string };
}

/**
 * Manage Courses search: title, code, department (in English or the reader's language) and
 * teacher, ignoring case.
 */
export function filterCourses<T extends SearchableCourse>(courses: T[], search?: string): T[] {
  const query = normalise(search);
  if (!query) return courses;
  return courses.filter((c) =>
    matchesAny(
      query,
      c.title,
      c.courseCode,
      departmentLabel(c.departmentCode),
      departmentName(c.departmentCode),
      c.teacher.name,
      c.teacher.email,
    ),
  );
}
