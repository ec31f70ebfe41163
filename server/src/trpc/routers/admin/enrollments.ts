import { searchText } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { announceAccessChange } from '../../../auth/access-changes.ts';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { conflict } from '../../../errors.ts';
import { text } from '../../../texts/index.ts';
import {
  enrollmentCandidates,
  enrollStudents,
  findEnrollmentCourse,
  unenrollStudent,
} from '../../../services/admin/enrollments.ts';
import { announceNotifications } from '../../../services/notifications.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';
import { findPerson, fullName } from '../../../services/admin/people.ts';

const courseInput = z.object({ courseId: z.uuid('No course selected.') });
const pairInput = courseInput.extend({ studentId: z.uuid('Please select a student.') });
/** Bulk enroll: the students ticked in the list (a page of candidates at most). */
const manyInput = courseInput.extend({
  studentIds: z
    .array(z.uuid('Student not found'))
    .min(1, 'Please select at least one student.')
    .max(500, 'Select at most 500 students at a time.'),
});

export const adminEnrollmentsRouter = {
  list: adminProcedure.input(courseInput).query(async ({ ctx, input }) => {
    const course = await findEnrollmentCourse(ctx.em, input.courseId);
    const enrollments = await ctx.em.find(
      Enrollment,
      { course: course.id },
      { populate: ['student'], orderBy: { student: { lastName: 'asc', firstName: 'asc' } } },
    );
    return {
      course: {
        id: course.id,
        title: course.title,
        maxStudents: course.maxStudents,
        enrolledCount: enrollments.length,
      },
      students: enrollments.map(({ student }) => ({
        id: student.id,
        name: fullName(student),
        email: student.email,
        phone: student.phone ?? null,
      })),
    };
  }),

  /** Students not yet enrolled in the course, for the picker. */
  candidates: adminProcedure
    .input(courseInput.extend({ search: searchText.optional() }))
    .query(async ({ ctx, input }) => {
      const course = await findEnrollmentCourse(ctx.em, input.courseId);
      return enrollmentCandidates(ctx.em, course.id, input.search);
    }),

  enroll: adminProcedure.input(pairInput).mutation(async ({ ctx, input }) => {
    const student = await findPerson(ctx.em, input.studentId, 'student', 'Student');
    const { course, alreadyEnrolled, notices } = await enrollStudents(
      ctx.em,
      auditActor(ctx),
      input.courseId,
      [student.id],
    );
    if (alreadyEnrolled > 0) {
      throw conflict(
        text('error.alreadyEnrolled', { name: fullName(student), course: course.title }),
      );
    }
    await announceNotifications(ctx.bus, notices);
    await adminChanged(ctx.bus, 'enrollments');
    return { courseTitle: course.title };
  }),

  /** Bulk enroll: all the ticked students, or none when they do not fit. */
  enrollMany: adminProcedure.input(manyInput).mutation(async ({ ctx, input }) => {
    const { course, enrolled, alreadyEnrolled, notices } = await enrollStudents(
      ctx.em,
      auditActor(ctx),
      input.courseId,
      input.studentIds,
    );
    await announceNotifications(ctx.bus, notices);
    if (enrolled.length > 0) await adminChanged(ctx.bus, 'enrollments');
    return { courseTitle: course.title, enrolled: enrolled.length, alreadyEnrolled };
  }),

  remove: adminProcedure.input(pairInput).mutation(async ({ ctx, input }) => {
    const course = await unenrollStudent(ctx.em, auditActor(ctx), input.courseId, input.studentId);
    await announceAccessChange(ctx.bus, { users: [input.studentId] });
    await adminChanged(ctx.bus, 'enrollments');
    return { courseTitle: course.title };
  }),
} satisfies TRPCRouterRecord;
