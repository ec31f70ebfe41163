import {
  isStorableText,
  says,
  searchText,
  teacherCreateInput,
  teacherUpdateInput,
} from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { Course } from '../../../db/entities/course.ts';
import { User } from '../../../db/entities/user.ts';
import { conflict } from '../../../errors.ts';
import { announceRevocation } from '../../../auth/revocation.ts';
import { auditPersonDeleted } from '../../../services/audit/events.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';
import {
  assertEmailFree,
  findPerson,
  fullName,
  personSearch,
  savePerson,
} from '../../../services/admin/people.ts';
import { text } from '../../../texts/index.ts';

const listInput = z
  .object({
    search: searchText.optional(),
    departmentCode: z
      .string()
      .max(16)
      .refine(isStorableText, says('notAllowed', 'department'))
      .optional(),
  })
  .default({});

export const adminTeachersRouter = {
  list: adminProcedure.input(listInput).query(async ({ ctx, input }) => {
    const teachers = await ctx.em.find(
      User,
      {
        role: 'teacher',
        ...(input.departmentCode ? { departmentCode: input.departmentCode } : {}),
        ...personSearch(input.search),
      },
      { orderBy: { lastName: 'asc', firstName: 'asc' }, limit: 1000 },
    );
    const courses = await ctx.em.find(
      Course,
      { teacher: { $in: teachers.map((t) => t.id) } },
      { fields: ['id', 'title', 'courseCode', 'teacher'] },
    );
    return teachers.map((t) => ({
      id: t.id,
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      departmentCode: t.departmentCode ?? null,
      specialization: t.specialization ?? null,
      phone: t.phone ?? null,
      office: t.office ?? null,
      createdAt: t.createdAt,
      courses: courses
        .filter((c) => c.teacher.id === t.id)
        .map((c) => ({ id: c.id, title: c.title, courseCode: c.courseCode })),
    }));
  }),

  create: adminProcedure.input(teacherCreateInput).mutation(async ({ ctx, input }) => {
    await assertEmailFree(ctx.em, input.email);
    const teacher = ctx.em.create(User, {
      role: 'teacher',
      ...input,
      departmentCode: input.departmentCode ?? null,
    });
    await savePerson(ctx.em, teacher);
    await adminChanged(ctx.bus, 'users');
    return { id: teacher.id };
  }),

  update: adminProcedure.input(teacherUpdateInput).mutation(async ({ ctx, input }) => {
    const teacher = await findPerson(ctx.em, input.id, 'teacher', 'Teacher');
    ctx.em.assign(teacher, {
      firstName: input.firstName,
      lastName: input.lastName,
      departmentCode: input.departmentCode ?? null,
    });
    await savePerson(ctx.em, teacher);
    await adminChanged(ctx.bus, 'users');
    return {
      id: teacher.id,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      departmentCode: teacher.departmentCode ?? null,
    };
  }),

  /** A teacher who still owns courses stays: the error names the courses to reassign. */
  remove: adminProcedure
    .input(z.object({ id: z.uuid('Teacher not found') }))
    .mutation(async ({ ctx, input }) => {
      const teacher = await findPerson(ctx.em, input.id, 'teacher', 'Teacher');
      const owned = await ctx.em.find(
        Course,
        { teacher: teacher.id },
        { orderBy: { courseCode: 'asc' } },
      );
      if (owned.length > 0) {
        throw conflict(
          text('error.stillTeaches', {
            name: fullName(teacher),
            courses: owned.map((c) => `${c.courseCode} (${c.title})`),
            count: owned.length,
          }),
        );
      }
      await ctx.em.nativeDelete(User, { id: teacher.id });
      await auditPersonDeleted(ctx.em, auditActor(ctx), teacher);
      await announceRevocation(ctx.bus, { userId: teacher.id });
      await adminChanged(ctx.bus, 'users');
      return { name: fullName(teacher) };
    }),
} satisfies TRPCRouterRecord;
