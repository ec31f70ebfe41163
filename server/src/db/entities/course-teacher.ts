import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';
import { Course } from './course.ts';
import { User } from './user.ts';

/**
 * Another teacher of a course, besides its own (`courses.teacher`): sees and works on the
 * course as its teacher does (access/courses.ts). An LMS course's other instructors become
 * one when they launch into it; the course's notifications still go to its own teacher.
 */
export const CourseTeacher = defineEntity({
  name: 'CourseTeacher',
  tableName: 'course_teachers',
  uniques: [{ properties: ['course', 'teacher'] }],
  properties: {
    id: idColumn(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
    teacher: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
  },
});
export type ICourseTeacher = InstanceType<typeof CourseTeacher.class>;
