import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { departmentFilterOptions, filterTeachers } from './teacher-filters.ts';

const teacher = (firstName: string, lastName: string, departmentCode: string | null) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.edu`,
  departmentCode,
});

const teachers = [
  teacher('Maria', 'Okafor', 'cs'),
  teacher('James', 'Chen', 'math'),
  teacher('Lena', 'Berg', null),
  teacher('Omar', 'Haddad', 'cs'),
];

describe('filterTeachers', () => {
  const names = (filters: Parameters<typeof filterTeachers>[1]) =>
    filterTeachers(teachers, filters).map((t) => t.firstName);

  it('searches the full name and the email', () => {
    expect(names({ search: 'maria okafor' })).toEqual(['Maria']);
    expect(names({ search: ' CHEN ' })).toEqual(['James']);
    expect(names({ search: 'lena@' })).toEqual(['Lena']);
    expect(names({ search: '' })).toHaveLength(4);
  });

  it('filters by department, including teachers without one', () => {
    expect(names({ department: 'cs' })).toEqual(['Maria', 'Omar']);
    expect(names({ department: 'none' })).toEqual(['Lena']);
    expect(names({ department: 'all', search: 'o' })).toEqual(['Maria', 'Omar']);
    expect(names({ department: 'bio' })).toEqual([]);
  });
});

describe('departmentFilterOptions', () => {
  it('offers All Departments and each department present once, by label', () => {
    expect(departmentFilterOptions(teachers)).toEqual([
      { value: 'all', label: 'All Departments' },
      { value: 'cs', label: 'Computer Science' },
      { value: 'math', label: 'Mathematics' },
      { value: 'none', label: 'Not specified' },
    ]);
  });

  it("names them in the reader's language, in its order", () => {
    i18n.activate('es');
    expect(departmentFilterOptions(teachers)).toEqual([
      { value: 'all', label: 'Todos los departamentos' },
      { value: 'cs', label: 'Informática' },
      { value: 'math', label: 'Matemáticas' },
      { value: 'none', label: 'Sin especificar' },
    ]);
  });
});
