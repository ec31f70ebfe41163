import { describe, expect, it } from 'vitest';
import { filterCourses } from './course-filters.ts';

const course = (title: string, courseCode: string, departmentCode: string, teacher: string) => ({
  title,
  courseCode,
  departmentCode,
  teacher: { name: teacher, email: `${teacher.split(' ')[0]?.toLowerCase()}@example.edu` },
});

const courses = [
  course('Introduction to Programming', 'CS101', 'cs', 'Maria Okafor'),
  course('Calculus I', 'MATH101', 'math', 'James Chen'),
  course('Cell Biology', 'BIO110', 'bio', 'James Chen'),
];

describe('filterCourses', () => {
  it('finds courses by title, code, department label or teacher', () => {
    const titles = (search: string) => filterCourses(courses, search).map((c) => c.title);
    expect(titles('  programming ')).toEqual(['Introduction to Programming']);
    expect(titles('math1')).toEqual(['Calculus I']);
    expect(titles('biology')).toEqual(['Cell Biology']);
    expect(titles('mathematics')).toEqual(['Calculus I']);
    expect(titles('chen')).toEqual(['Calculus I', 'Cell Biology']);
    expect(titles('maria@')).toEqual(['Introduction to Programming']);
  });

  it('keeps everything without a search and nothing for no match', () => {
    expect(filterCourses(courses, '')).toHaveLength(3);
    expect(filterCourses(courses, undefined)).toHaveLength(3);
    expect(filterCourses(courses, 'chemistry')).toEqual([]);
  });
});
