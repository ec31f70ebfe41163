import { describe, expect, it } from 'vitest';
import { courseOptions, filterActivities, filterCourses } from './student-filters.ts';

const courses = [
  { title: 'Intro to Programming', description: 'Variables and loops' },
  { title: 'Calculus I', description: 'Limits and derivatives' },
];

const activities = [
  { title: 'Loops', courseTitle: 'Intro to Programming', courseCode: 'CS101', status: 'pending' },
  { title: 'Limits', courseTitle: 'Calculus I', courseCode: 'MATH101', status: 'completed' },
  {
    title: 'Recursion',
    courseTitle: 'Intro to Programming',
    courseCode: 'CS101',
    status: 'completed',
  },
] as const;

describe('student filters', () => {
  it('searches courses by title and description', () => {
    expect(filterCourses(courses, '  calc ')).toEqual([courses[1]]);
    expect(filterCourses(courses, 'LOOPS')).toEqual([courses[0]]);
    expect(filterCourses(courses, '')).toEqual(courses);
    expect(filterCourses(courses, 'chemistry')).toEqual([]);
  });

  it('searches activities by title or course, and filters by course and status', () => {
    const all = [...activities];
    const titles = (filters: Parameters<typeof filterActivities>[1]) =>
      filterActivities(all, filters).map((a) => a.title);
    expect(titles({ search: 'programming', course: undefined, status: 'all' })).toEqual([
      'Loops',
      'Recursion',
    ]);
    expect(titles({ search: 'lim', course: undefined, status: 'all' })).toEqual(['Limits']);
    expect(titles({ search: '', course: 'CS101', status: 'completed' })).toEqual(['Recursion']);
    expect(titles({ search: '', course: undefined, status: 'pending' })).toEqual(['Loops']);
  });

  it('offers each course once, by title', () => {
    expect(courseOptions([...activities])).toEqual([
      { value: 'MATH101', label: 'Calculus I' },
      { value: 'CS101', label: 'Intro to Programming' },
    ]);
  });
});
