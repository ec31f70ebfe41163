import { searchText } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { studentsCsv } from '../../../services/teacher/exports.ts';
import { translator } from '../../../texts/index.ts';
import { listTeacherStudents, teacherStudentDetails } from '../../../services/teacher/students.ts';
import { auditExport } from '../../../services/audit/events.ts';
import { maskRows } from '../../../services/pseudonyms/mask.ts';
import { auditActor } from '../../audit-actor.ts';
import { teacherProcedure } from '../../init.ts';

const listInput = z
  .object({ search: searchText.optional(), courseId: z.uuid().optional() })
  .default({});

export const teacherStudentsRouter = {
  /** One row per student and course of the caller's, with the student's last activity. */
  list: teacherProcedure.input(listInput).query(async ({ ctx, input }) =>
    maskRows(ctx.em, await listTeacherStudents(ctx.em, ctx.user.id, input), {
      name: 'name',
      email: 'email',
    }),
  ),

  /** Export Data: the same rows as a CSV file, times in the school's time zone. */
  export: teacherProcedure.input(listInput).query(async ({ ctx, input }) => {
    const rows = await maskRows(ctx.em, await listTeacherStudents(ctx.em, ctx.user.id, input), {
      name: 'name',
      email: 'email',
    });
    const file = studentsCsv(rows, ctx.config.schoolTimeZone, translator(ctx.locale));
    await auditExport(ctx.em, auditActor(ctx), 'students_exported', {
      filter: input,
      rows: file.rowCount,
    });
    return file;
  }),

  /** Real completion, average session time and engagement of one of the caller's students. */
  details: teacherProcedure
    .input(z.object({ studentId: z.uuid('Student not found'), courseId: z.uuid().optional() }))
    .query(async ({ ctx, input }) => {
      const { studentId, courseIds, ...details } = await teacherStudentDetails(
        ctx.em,
        ctx.user.id,
        input,
      );
      const [masked] = await maskRows(
        ctx.em,
        [{ ...details, courseId: courseIds[0] ?? '', studentId }],
        { name: 'name', email: 'email' },
      );
      return {
        ...details,
        name: masked?.name ?? details.name,
        email: masked?.email ?? details.email,
      };
    }),
} satisfies TRPCRouterRecord;
