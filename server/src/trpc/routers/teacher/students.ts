import { searchText } from '@teachchat/shared';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { User } from '../../../db/entities/user.ts';
import { containsPattern } from '../../../services/search.ts';
import { percent } from '../../../services/student-views.ts';
import { chatSecondsByStudent, engagementLevel } from '../../../services/teacher/engagement.ts';
import { teacherProcedure } from '../../init.ts';

export const teacherStudentsRouter = {
  /** One row per student and course of the caller's, with the student's last activity. */
  list: teacherProcedure
    .input(z.object({ search: searchText.optional(), courseId: z.uuid().optional() }).default({}))
    .query(async ({ ctx, input }) => {
      const like = containsPattern(input.search);
      const rows = await ctx.em.getConnection().execute<
        {
          student_id: string;
          name: string;
          email: string;
          course_id: string;
          course_title: string;
          last_active: string | null;
        }[]
      >(
        `select u.id as student_id, trim(u.first_name || ' ' || u.last_name) as name, u.email,
                c.id as course_id, c.title as course_title,
                (select max(m.created_at)::text from messages m
                   join conversations cv on cv.id = m.conversation_id
                   join activities a on a.id = cv.activity_id
                  where a.course_id = c.id and cv.student_id = u.id and m.sender = 'user') as last_active
           from enrollments e join courses c on c.id = e.course_id join users u on u.id = e.student_id
          where c.teacher_id = ? and (?::uuid is null or c.id = ?::uuid)
            and (?::text is null or u.first_name || ' ' || u.last_name ilike ? or u.email ilike ?)
          order by u.last_name, u.first_name, c.title
          limit 5000`,
        [ctx.user.id, input.courseId ?? null, input.courseId ?? null, like, like, like],
      );
      return rows.map((r) => ({
        studentId: r.student_id,
        name: r.name,
        email: r.email,
        courseId: r.course_id,
        courseTitle: r.course_title,
        lastActive: r.last_active ? new Date(r.last_active) : null,
      }));
    }),

  /** Real completion, average session time and engagement of one of the caller's students. */
  details: teacherProcedure
    .input(z.object({ studentId: z.uuid('Student not found'), courseId: z.uuid().optional() }))
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.em.getConnection().execute<{ total: string; completed: string }[]>(
        `select count(a.id) as total, count(cv.id) filter (where cv.status = 'completed') as completed
           from enrollments e join courses c on c.id = e.course_id
           join activities a on a.course_id = c.id and a.status = 'published'
           left join conversations cv on cv.activity_id = a.id and cv.student_id = e.student_id
          where c.teacher_id = ? and e.student_id = ? and (?::uuid is null or c.id = ?::uuid)`,
        [ctx.user.id, input.studentId, input.courseId ?? null, input.courseId ?? null],
      );
      // Only students enrolled in one of the caller's courses (the given one, if any).
      const enrolled = await ctx.em.count(Enrollment, {
        student: input.studentId,
        course: { teacher: ctx.user.id, ...(input.courseId ? { id: input.courseId } : {}) },
      });
      if (!enrolled) throw new TRPCError({ code: 'NOT_FOUND', message: 'Student not found' });
      const student = await ctx.em.findOneOrFail(User, { id: input.studentId });
      const usage = (
        await chatSecondsByStudent(
          ctx.em,
          { teacherId: ctx.user.id, studentId: input.studentId, courseId: input.courseId },
          new Date(0),
          new Date(),
        )
      ).get(input.studentId);
      const total = Number(row?.total ?? 0);
      const completed = Number(row?.completed ?? 0);
      return {
        name: `${student.firstName} ${student.lastName}`.trim(),
        email: student.email,
        completed,
        total,
        completion: percent(completed, total),
        averageSessionMinutes:
          usage && usage.sessions ? Math.round((usage.seconds / usage.sessions / 60) * 10) / 10 : 0,
        messageCount: usage?.messages ?? 0,
        engagement: engagementLevel(usage?.messages ?? 0),
      };
    }),
} satisfies TRPCRouterRecord;
