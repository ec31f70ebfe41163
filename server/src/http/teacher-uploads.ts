import { activityCreateInput } from '@teachchat/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { Activity } from '../db/entities/activity.ts';
import { Course } from '../db/entities/course.ts';
import type { Orm } from '../db/orm.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable.ts';
import { listModels, listVectorStores } from '../rag/answer/models.ts';
import { HttpError, loadFiles, readMultipart } from '../rag/http/multipart.ts';
import { IngestError } from '../rag/ingest/errors.ts';
import { addMaterial, checkUploads } from '../rag/material.ts';
import type { RagService } from '../rag/service.ts';
import { allocateContentCode } from '../services/content-code.ts';
import { takeToken } from '../services/rate-limit.ts';
import { requireUser } from './request-auth.ts';
import type { UploadSlots } from './upload-slots.ts';

export interface UploadDeps {
  config: Config;
  orm: Orm;
  rag: RagService;
  slots: UploadSlots;
}

/** Uploads are heavy (parsing, embedding): a per-user hourly allowance on every node. */
export async function limitUploads(
  em: EntityManager,
  userId: string,
  config: Config,
): Promise<void> {
  if (!(await takeToken(em, `upload:${userId}`, config.limits.uploadsPerHour, 60 * 60 * 1000))) {
    throw new HttpError(429, 'Too many uploads in the last hour. Please try again later.');
  }
}

/**
 * Turns HttpError / IngestError into `{ detail }` with its status, an unreachable database
 * into 503 (try again shortly), and anything else into 500.
 */
export function jsonErrors(
  fn: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  fallback: string,
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      return await fn(req, reply);
    } catch (err) {
      if (err instanceof HttpError) return reply.code(err.statusCode).send({ detail: err.message });
      if (err instanceof IngestError) return reply.code(400).send({ detail: err.message });
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'upload refused: PostgreSQL unreachable');
        return reply.code(503).send({ detail: DATABASE_UNAVAILABLE_MESSAGE });
      }
      req.log.error({ err }, 'upload failed');
      return reply.code(500).send({ detail: fallback });
    }
  };
}

/**
 * The create-activity form (the `activity` field): parsed, validated and checked against
 * the teacher's own courses and the available models and stores, before any file is read.
 */
async function checkActivityForm(
  em: EntityManager,
  teacherId: string,
  config: Config,
  json: string | undefined,
) {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    throw new HttpError(400, 'The activity details are missing.');
  }
  const parsed = activityCreateInput.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Check the activity details.');
  const input = parsed.data;
  const course = await em.findOne(Course, { id: input.courseId, teacher: teacherId });
  if (!course) throw new HttpError(404, 'Course not found');
  const model = listModels(config).find((m) => m.value === input.model);
  if (!model?.available)
    throw new HttpError(
      400,
      `${model?.label ?? input.model} is not available: ${model?.reason ?? ''}`.trim(),
    );
  const store = listVectorStores(config).find((s) => s.value === input.vectorStore);
  if (!store?.available) throw new HttpError(400, store?.reason ?? 'Choose a vector store.');
  return { input, course };
}

/**
 * POST /api/teacher/activities: the create-activity form as multipart (field `activity`
 * with the form as JSON, then one `files` part per material file), so material streams up
 * with real progress and is checked as it arrives. Draft or published; ingestion starts at
 * once.
 */
export async function teacherUploadRoutes(app: FastifyInstance, deps: UploadDeps) {
  app.post(
    '/api/teacher/activities',
    jsonErrors(async (req, reply) => {
      const { user, em } = await requireUser(req, deps, 'teacher');
      return deps.slots.hold(user.id, async () => {
        await limitUploads(em, user.id, deps.config);
        const { files, passed } = await readMultipart(req, {
          gate: {
            field: 'activity',
            check: (json) => checkActivityForm(em, user.id, deps.config, json),
          },
        });
        const { input, course } = passed;
        if (files.length === 0) throw new HttpError(400, 'Please upload at least one file.');
        const checked = checkUploads(await loadFiles(files));
        const activity = em.create(Activity, {
          course,
          title: input.title,
          description: input.description,
          status: input.publish ? 'published' : 'draft',
          model: input.model,
          vectorStore: input.vectorStore,
          temperature: input.temperature,
          startDate: input.startDate ?? null,
          endDate: input.endDate ?? null,
          estimatedMinutes: input.estimatedMinutes ?? null,
          studentInstructions: input.studentInstructions ?? null,
          assistantInstructions: input.assistantInstructions ?? null,
          contentCode: await allocateContentCode(em, course.courseCode),
        });
        await addMaterial(em, activity, checked);
        await deps.rag.enqueueIngestion(activity.id);
        return reply.code(201).send({ id: activity.id });
      });
    }, 'Database: Failed to create activity.'),
  );
}
