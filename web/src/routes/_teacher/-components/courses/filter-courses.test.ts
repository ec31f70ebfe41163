import { describe, expect, it } from 'vitest';
import { filterCourses } from './filter-courses.ts';

const courses = [
  { title: 'Intro to Programming', courseCode: 'CS101', description: 'Variables and loops' },
  { title: 'Calculus I', courseCode: 'MATH101', description: 'Limits and derivatives' },
];

describe('filterCourses', () => {
  it('matches title, code and description, ignoring case and spaces', () => {
    expect(filterCourses(courses, ' calc ')).toEqual([courses[1]]);
    expect(filterCourses(courses, 'cs10')).toEqual([courses[0]]);
    expect(filterCourses(courses, 'LOOPS')).toEqual([courses[0]]);
  });

  it('keeps everything for an empty search and nothing for a miss', () => {
    expect(filterCourses(courses, '')).toBe(courses);
    expect(filterCourses(courses, 'chemistry')).toEqual([]);
  });
});
