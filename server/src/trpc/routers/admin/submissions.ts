import { submissionsInput, transcriptInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { Course } from '../../../db/entities/course.ts';
import { User } from '../../../db/entities/user.ts';
import { listSubmissions } from '../../../services/submissions.ts';
import { loadTranscript } from '../../../services/transcript.ts';
import { auditTranscriptView } from '../../../services/audit/events.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';
import { fullName } from '../../../services/admin/people.ts';

export const adminSubmissionsRouter = {
  list: adminProcedure
    .input(submissionsInput)
    .query(({ ctx, input }) => listSubmissions(ctx.em, input)),

  /** Options for the course, teacher and student filters. */
  filters: adminProcedure.query(async ({ ctx }) => {
    const [courses, people] = await Promise.all([
      ctx.em.find(Course, {}, { fields: ['id', 'title'], orderBy: { title: 'asc' }, limit: 1000 }),
      ctx.em.find(
        User,
        { role: { $in: ['teacher', 'student'] } },
        {
          fields: ['id', 'firstName', 'lastName', 'role'],
          orderBy: { lastName: 'asc' },
          limit: 5000,
        },
      ),
    ]);
    const option = (u: (typeof people)[number]) => ({ id: u.id, name: fullName(u) });
    return {
      courses: courses.map((c) => ({ id: c.id, title: c.title })),
      teachers: people.filter((p) => p.role === 'teacher').map(option),
      students: people.filter((p) => p.role === 'student').map(option),
    };
  }),
} satisfies TRPCRouterRecord;

export const adminTranscript = adminProcedure
  .input(transcriptInput)
  .query(async ({ ctx, input }) => {
    const transcript = await loadTranscript(ctx.em, input);
    await auditTranscriptView(ctx.em, auditActor(ctx), transcript);
    return transcript;
  });
