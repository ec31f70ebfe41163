import { searchText, splitName, studentCreateInput, studentUpdateInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { Conversation } from '../../../db/entities/conversation.ts';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { User } from '../../../db/entities/user.ts';
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

const idInput = z.object({ id: z.uuid('Student not found') });

export const adminStudentsRouter = {
  list: adminProcedure
    .input(z.object({ search: searchText.optional() }).default({}))
    .query(async ({ ctx, input }) => {
      const students = await ctx.em.find(
        User,
        {
          role: 'student',
          ...personSearch(input.search),
        },
        { orderBy: { lastName: 'asc', firstName: 'asc' }, limit: 2000 },
      );
      return students.map((s) => ({
        id: s.id,
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email,
        phone: s.phone ?? null,
        departmentCode: s.departmentCode ?? null,
        createdAt: s.createdAt,
      }));
    }),

  create: adminProcedure.input(studentCreateInput).mutation(async ({ ctx, input }) => {
    await assertEmailFree(ctx.em, input.email);
    const { address, ...rest } = input;
    const student = ctx.em.create(User, {
      role: 'student',
      ...rest,
      departmentCode: input.departmentCode ?? null,
      address: address ?? null,
    });
    await savePerson(ctx.em, student);
    await adminChanged(ctx.bus, 'users');
    return { id: student.id };
  }),

  /** Edit Student: one Name field, split at the first space (docs/product.md#edit-student-name). */
  update: adminProcedure.input(studentUpdateInput).mutation(async ({ ctx, input }) => {
    const student = await findPerson(ctx.em, input.id, 'student', 'Student');
    await assertEmailFree(ctx.em, input.email, student.id);
    ctx.em.assign(student, {
      ...splitName(input.name),
      email: input.email,
      phone: input.phone ?? null,
    });
    await savePerson(ctx.em, student);
    await adminChanged(ctx.bus, 'users');
    return {
      id: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      phone: student.phone ?? null,
    };
  }),

  /** What deleting a student takes with them, for the confirmation. */
  impact: adminProcedure.input(idInput).query(async ({ ctx, input }) => {
    const student = await findPerson(ctx.em, input.id, 'student', 'Student');
    const [enrollments, conversations] = await Promise.all([
      ctx.em.count(Enrollment, { student: student.id }),
      ctx.em.count(Conversation, { student: student.id }),
    ]);
    return { enrollments, conversations };
  }),

  /** Removes the student with their enrollments, conversations, sessions and tokens. */
  remove: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const student = await findPerson(ctx.em, input.id, 'student', 'Student');
    await ctx.em.nativeDelete(User, { id: student.id });
    await auditPersonDeleted(ctx.em, auditActor(ctx), student);
    await announceRevocation(ctx.bus, { userId: student.id });
    await adminChanged(ctx.bus, 'users');
    return { name: fullName(student) };
  }),
} satisfies TRPCRouterRecord;
