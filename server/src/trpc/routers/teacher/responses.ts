import { submissionsInput, transcriptInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { Activity } from '../../../db/entities/activity.ts';
import { activityFilter } from '../../../access/activities.ts';
import { courseFilter } from '../../../access/courses.ts';
import { Course } from '../../../db/entities/course.ts';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { feedbackByActivity, listSubmissions } from '../../../services/submissions.ts';
import { responsesCsv } from '../../../services/teacher/exports.ts';
import { loadTranscript } from '../../../services/transcript.ts';
import { teacherProcedure } from '../../init.ts';

const EXPORT_LIMIT = 10_000;
const exportInput = submissionsInput.omit({ page: true, pageSize: true });
const feedbackInput = submissionsInput.pick({
  search: true,
  courseId: true,
  studentId: true,
  activityId: true,
});

export const teacherResponsesRouter = {
  list: teacherProcedure
    .input(submissionsInput)
    .query(({ ctx, input }) => listSubmissions(ctx.em, input, { teacherId: ctx.user.id })),

  /** Every row the filters match (up to 10,000) as a CSV file, for Export Data. */
  export: teacherProcedure.input(exportInput).query(async ({ ctx, input }) => {
    const { rows } = await listSubmissions(
      ctx.em,
      { ...input, page: 1, pageSize: EXPORT_LIMIT },
      { teacherId: ctx.user.id },
    );
    return responsesCsv(rows, ctx.config.schoolTimeZone);
  }),

  /** Likes and dislikes of the assistant's replies per activity, over the filtered rows. */
  feedback: teacherProcedure
    .input(feedbackInput)
    .query(({ ctx, input }) => feedbackByActivity(ctx.em, input, { teacherId: ctx.user.id })),

  filters: teacherProcedure.query(async ({ ctx }) => {
    const scope = { teacherId: ctx.user.id };
    const [courses, activities, enrollments] = await Promise.all([
      ctx.em.find(Course, courseFilter(scope), {
        fields: ['id', 'title'],
        orderBy: { title: 'asc' },
      }),
      ctx.em.find(Activity, activityFilter(scope), {
        fields: ['id', 'title', 'course'],
        orderBy: { title: 'asc' },
        limit: 2000,
      }),
      ctx.em.find(
        Enrollment,
        { course: courseFilter(scope) },
        { populate: ['student'], limit: 10_000 },
      ),
    ]);
    const students = new Map(
      enrollments.map((e) => [e.student.id, `${e.student.firstName} ${e.student.lastName}`.trim()]),
    );
    return {
      courses: courses.map((c) => ({ id: c.id, title: c.title })),
      activities: activities.map((a) => ({ id: a.id, title: a.title, courseId: a.course.id })),
      students: [...students]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }),
} satisfies TRPCRouterRecord;

export const teacherTranscript = teacherProcedure
  .input(transcriptInput)
  .query(({ ctx, input }) => loadTranscript(ctx.em, input, { teacherId: ctx.user.id }));
