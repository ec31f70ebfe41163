import { submissionsInput, transcriptInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { feedbackByActivity, listSubmissions } from '../../../services/submissions.ts';
import { responsesCsv } from '../../../services/teacher/exports.ts';
import { translator } from '../../../texts/index.ts';
import { responseFilters } from '../../../services/teacher/response-filters.ts';
import { maskRows } from '../../../services/pseudonyms/mask.ts';
import { loadTeacherTranscript } from '../../../services/pseudonyms/transcript.ts';
import { auditExport, auditTranscriptView } from '../../../services/audit/events.ts';
import { auditActor } from '../../audit-actor.ts';
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
  list: teacherProcedure.input(submissionsInput).query(async ({ ctx, input }) => {
    const page = await listSubmissions(ctx.em, input, { teacherId: ctx.user.id });
    const rows = await maskRows(ctx.em, page.rows, { name: 'studentName', email: 'studentEmail' });
    return { ...page, rows };
  }),

  /** Every row the filters match (up to 10,000) as a CSV file, for Export Data. */
  export: teacherProcedure.input(exportInput).query(async ({ ctx, input }) => {
    const { rows } = await listSubmissions(
      ctx.em,
      { ...input, page: 1, pageSize: EXPORT_LIMIT },
      { teacherId: ctx.user.id },
    );
    const masked = await maskRows(ctx.em, rows, { name: 'studentName', email: 'studentEmail' });
    const file = responsesCsv(masked, ctx.config.schoolTimeZone, translator(ctx.locale));
    await auditExport(ctx.em, auditActor(ctx), 'responses_exported', {
      filter: input,
      rows: file.rowCount,
    });
    return file;
  }),

  /** Likes and dislikes of the assistant's replies per activity, over the filtered rows. */
  feedback: teacherProcedure
    .input(feedbackInput)
    .query(({ ctx, input }) => feedbackByActivity(ctx.em, input, { teacherId: ctx.user.id })),

  /** Options for the course, activity and student filters: the caller's own. */
  filters: teacherProcedure.query(({ ctx }) => responseFilters(ctx.em, { teacherId: ctx.user.id })),
} satisfies TRPCRouterRecord;

export const teacherTranscript = teacherProcedure
  .input(transcriptInput)
  .query(async ({ ctx, input }) => {
    const { transcript, realStudent } = await loadTeacherTranscript(ctx.em, input, ctx.user.id);
    await auditTranscriptView(ctx.em, auditActor(ctx), { ...transcript, student: realStudent });
    return transcript;
  });
