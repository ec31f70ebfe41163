import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { CourseTeacher } from './course-teacher.ts';
import { Enrollment } from './enrollment.ts';
import { Term } from './term.ts';
import { User } from './user.ts';

export const Course = defineEntity({
  name: 'Course',
  tableName: 'courses',
  checks: [
    { name: 'courses_max_students_check', expression: 'max_students >= 1' },
    { name: 'courses_credits_check', expression: 'credits >= 1' },
    { name: 'courses_dates_check', expression: 'end_date >= start_date' },
  ],
  properties: {
    id: idColumn(),
    title: p.string().length(200),
    courseCode: p.string().length(32).unique(),
    departmentCode: p.string().length(16),
    description: p.text(),
    // A teacher who still owns courses cannot be deleted (docs/product.md#confirm-deletes),
    // hence restrict.
    teacher: () => p.manyToOne(User).deleteRule('restrict').index(),
    startDate: p.date(),
    endDate: p.date(),
    maxStudents: p.integer(),
    credits: p.integer(),
    prerequisites: p.text().nullable(),
    coverImage: p.string().length(2048).nullable(),
    // The term it runs in, and the course it was copied from at a rollover (docs/product.md#terms).
    term: () => p.manyToOne(Term).nullable().deleteRule('set null').index(),
    rolledFrom: () => p.manyToOne(Course).nullable().deleteRule('set null').index(),
    // Archived: read-only for everyone, hidden from students (docs/product.md#archiving).
    archivedAt: p.datetime().nullable(),
    // Pseudonymised review: teachers see stable pseudonyms (services/pseudonyms).
    pseudonymised: p.boolean().default(false),
    pseudonymSalt: p.string().length(64).nullable(),
    enrollments: () => p.oneToMany(Enrollment).mappedBy('course'),
    /** Teachers besides `teacher` (an LMS course's other instructors). */
    coTeachers: () => p.oneToMany(CourseTeacher).mappedBy('course'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ICourse = InstanceType<typeof Course.class>;
