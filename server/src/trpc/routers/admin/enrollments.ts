import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { searchText } from '@teachchat/shared';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { announceAccessChange } from '../../../auth/access-changes.ts';
import { Course } from '../../../db/entities/course.ts';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { notify } from '../../../services/notifications.ts';
import { containsPattern } from '../../../services/search.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';
import { findPerson, fullName } from './people.ts';

const courseInput = z.object({ courseId: z.uuid('No course selected.') });
const pairInput = courseInput.extend({ studentId: z.uuid('Please select a student.') });

function findCourse(em: EntityManager, id: string, lock = false) {
  return em.findOneOrFail(
    Course,
    { id },
    {
      ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}),
      failHandler: () => new TRPCError({ code: 'NOT_FOUND', message: 'No course selected.' }),
    },
  );
}

export const adminEnrollmentsRouter = {
  list: adminProcedure.input(courseInput).query(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, input.courseId);
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
      await findCourse(ctx.em, input.courseId);
      const like = containsPattern(input.search);
      const rows = await ctx.em
        .getConnection()
        .execute<{ id: string; name: string; email: string }[]>(
          `select u.id, trim(u.first_name || ' ' || u.last_name) as name, u.email
           from users u
          where u.role = 'student'
            and not exists (select 1 from enrollments e where e.course_id = ? and e.student_id = u.id)
            and (?::text is null or u.first_name || ' ' || u.last_name ilike ? or u.email ilike ?)
          order by u.last_name, u.first_name
          limit 50`,
          [input.courseId, like, like, like],
        );
      return rows;
    }),

  enroll: adminProcedure.input(pairInput).mutation(async ({ ctx, input }) => {
    const student = await findPerson(ctx.em, input.studentId, 'student', 'Student');
    const course = await ctx.em.transactional(async (em) => {
      // Locking the course row makes the capacity check hold when two admins enroll at once.
      const locked = await findCourse(em, input.courseId, true);
      const enrolled = await em.count(Enrollment, { course: locked.id });
      if (enrolled >= locked.maxStudents) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: `This course is full (${enrolled} of ${locked.maxStudents} places taken).`,
        });
      }
      em.create(Enrollment, { course: locked, student: student.id });
      try {
        await em.flush();
      } catch (err) {
        if (err instanceof UniqueConstraintViolationException) {
          throw new TRPCError({
            code: 'CONFLICT',
            message: `${fullName(student)} is already enrolled in ${locked.title}.`,
          });
        }
        throw err;
      }
      return locked;
    });
    await notify(ctx.em, ctx.bus, student.id, {
      kind: 'enrollment',
      title: `You were enrolled in ${course.title}`,
      body: `${course.courseCode}: its activities are now in My Courses.`,
      link: `/student_course/${encodeURIComponent(course.courseCode)}`,
    });
    await adminChanged(ctx.bus, 'enrollments');
    return { courseTitle: course.title };
  }),

  remove: adminProcedure.input(pairInput).mutation(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, input.courseId);
    const deleted = await ctx.em.nativeDelete(Enrollment, {
      course: course.id,
      student: input.studentId,
    });
    if (!deleted)
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: 'This student is not enrolled in the course.',
      });
    await announceAccessChange(ctx.bus, { users: [input.studentId] });
    await adminChanged(ctx.bus, 'enrollments');
    return { courseTitle: course.title };
  }),
} satisfies TRPCRouterRecord;
