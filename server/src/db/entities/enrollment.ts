import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';
import { Course } from './course.ts';
import { User } from './user.ts';

export const Enrollment = defineEntity({
  name: 'Enrollment',
  tableName: 'enrollments',
  uniques: [{ properties: ['course', 'student'] }],
  properties: {
    id: idColumn(),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    student: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
  },
});
export type IEnrollment = InstanceType<typeof Enrollment.class>;
