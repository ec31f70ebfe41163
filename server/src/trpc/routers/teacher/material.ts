import { tracked, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findOwnActivity } from '../../../access/activities.ts';
import { ActivityFile } from '../../../db/entities/activity-file.ts';
import { type MaterialProgress, topics } from '../../../events/topics.ts';
import { NOTE_KIND } from '../../../rag/types.ts';
import { teacherProcedure } from '../../init.ts';
import { guardedEventStream } from '../../live-access.ts';

const activityInput = z.object({ activityId: z.uuid('Unknown activity') });

async function materialState(
  em: Parameters<typeof findOwnActivity>[0],
  teacherId: string,
  activityId: string,
) {
  const activity = await findOwnActivity(em, teacherId, activityId);
  const files = await em.find(
    ActivityFile,
    // Teacher's notes are listed apart (teacher.notes).
    { activity: activityId, kind: { $ne: NOTE_KIND } },
    {
      orderBy: { createdAt: 'asc' },
      fields: [
        'id',
        'originalName',
        'kind',
        'sizeBytes',
        'status',
        'progress',
        'error',
        'pageCount',
        'language',
      ],
    },
  );
  return {
    activityId,
    materialStatus: activity.materialStatus,
    files: files.map((f) => ({
      id: f.id,
      name: f.originalName,
      kind: f.kind,
      sizeBytes: f.sizeBytes,
      status: f.status,
      progress: f.progress,
      error: f.error ?? null,
      pageCount: f.pageCount ?? null,
      // Detected at ingestion (rag/search/languages.ts); null until then, or with little prose.
      language: f.language ?? null,
    })),
  };
}

export const materialRouter = {
  /** An activity's files and how far each has got through ingestion. */
  status: teacherProcedure
    .input(activityInput)
    .query(({ ctx, input }) => materialState(ctx.em, ctx.user.id, input.activityId)),

  /**
   * Ingestion progress live. Starts with the current state (so a reconnect misses
   * nothing), then each step as the worker, on any node, reports it. Ends with the
   * not-found error once the activity is no longer in the caller's courses.
   */
  onProgress: teacherProcedure.input(activityInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const courseId = (await findOwnActivity(ctx.em, ctx.user.id, input.activityId)).course.id;
    const live = await guardedEventStream(ctx, topics.material(input.activityId), signal, {
      scope: { course: courseId, activity: input.activityId },
      check: async (em) => {
        await findOwnActivity(em, ctx.user.id, input.activityId);
      },
    });
    const state = await materialState(ctx.em.fork(), ctx.user.id, input.activityId);
    let seq = 0;
    for (const file of state.files) {
      yield tracked(String(seq++), {
        activityId: input.activityId,
        materialStatus: state.materialStatus,
        file,
      } satisfies MaterialProgress);
    }
    yield tracked(String(seq++), {
      activityId: input.activityId,
      materialStatus: state.materialStatus,
    } satisfies MaterialProgress);
    for await (const { event } of live) yield tracked(String(seq++), event);
  }),
} satisfies TRPCRouterRecord;
