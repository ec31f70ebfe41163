import type { EntityManager } from '@mikro-orm/postgresql';
import { activityFilter } from '../../access/activities.ts';
import { courseFilter } from '../../access/courses.ts';
import type { Scope } from '../../access/scope.ts';
import { Activity } from '../../db/entities/activity.ts';
import { Course } from '../../db/entities/course.ts';
import { Enrollment } from '../../db/entities/enrollment.ts';
import { loadPseudonymiser } from '../pseudonyms/pseudonyms.ts';

/** The options of the responses page's course, activity and student filters. */
export async function responseFilters(em: EntityManager, scope: Scope) {
  const [courses, activities, enrollments] = await Promise.all([
    em.find(Course, courseFilter(scope), { fields: ['id', 'title'], orderBy: { title: 'asc' } }),
    em.find(Activity, activityFilter(scope), {
      fields: ['id', 'title', 'course'],
      orderBy: { title: 'asc' },
      limit: 2000,
    }),
    em.find(Enrollment, { course: courseFilter(scope) }, { populate: ['student'], limit: 10_000 }),
  ]);
  // A student in two ordinary courses is one option. In a pseudonymised course they are an
  // option of that course alone, by pseudonym and pseudonymous id
  // (docs/product.md#pseudonymised-review): nothing ties it to them elsewhere.
  const pseudonymOf = await loadPseudonymiser(
    em,
    courses.map((c) => c.id),
  );
  const students = new Map<string, string>();
  for (const e of enrollments) {
    const p = pseudonymOf(e.course.id, e.student.id);
    if (p) students.set(p.id, p.name);
    else students.set(e.student.id, `${e.student.firstName} ${e.student.lastName}`.trim());
  }
  return {
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
    activities: activities.map((a) => ({ id: a.id, title: a.title, courseId: a.course.id })),
    students: [...students]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
