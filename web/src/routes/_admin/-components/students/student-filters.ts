import { matchesAny, normalise } from '../common/filters.ts';

interface FilterableStudent {
  firstName: string;
  lastName: string;
  email: string;
}

/** Manage Students: search by name or email, ignoring case. */
export function filterStudents<T extends FilterableStudent>(students: T[], search?: string): T[] {
  const query = normalise(search);
  if (!query) return students;
  return students.filter((s) => matchesAny(query, `${s.firstName} ${s.lastName}`, s.email));
}
