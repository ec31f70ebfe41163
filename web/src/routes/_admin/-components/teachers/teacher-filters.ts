import { departmentText } from '~/components/admin/departments.ts';
import { activeLocale, t } from '~/i18n/t.ts';
import { matchesAny, normalise } from '../common/filters.ts';

/** Select values cannot be empty: this one stands for 'All Departments'. */
export const ALL_DEPARTMENTS = 'all';
/** The filter value for teachers without a department. */
export const NO_DEPARTMENT = 'none';

interface FilterableTeacher {
  firstName: string;
  lastName: string;
  email: string;
  departmentCode: string | null;
}

export interface TeacherFilters {
  search?: string;
  department?: string;
}

/** Manage Teachers: search by name or email, then the department filter. */
export function filterTeachers<T extends FilterableTeacher>(
  teachers: T[],
  { search, department = ALL_DEPARTMENTS }: TeacherFilters,
): T[] {
  const query = normalise(search);
  return teachers.filter(
    (t) =>
      matchesAny(query, `${t.firstName} ${t.lastName}`, t.email) &&
      (department === ALL_DEPARTMENTS || (t.departmentCode ?? NO_DEPARTMENT) === department),
  );
}

/** 'All Departments' and then each department some teacher has, by label in the reader's language. */
export function departmentFilterOptions(
  teachers: FilterableTeacher[],
): { value: string; label: string }[] {
  const present = new Set(teachers.map((t) => t.departmentCode ?? NO_DEPARTMENT));
  const options = [...present]
    .map((code) => ({
      value: code,
      label: departmentText(code === NO_DEPARTMENT ? null : code),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, activeLocale()));
  return [{ value: ALL_DEPARTMENTS, label: t('admin.teachers.allDepartments') }, ...options];
}
