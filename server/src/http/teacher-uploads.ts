import { findOwnCourse } from '../access/courses.ts';
import type { EventBus } from '../events/bus.ts';
import { activityCreateInput } from '@teachchat/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { Activity } from '../db/entities/activity.ts';
import type { Orm } from '../db/orm.ts';
import { badInput } from '../errors.ts';
import { listModels, listVectorStores } from '../rag/answer/models.ts';
import { addMaterial, checkUploads } from '../rag/material.ts';
import type { RagService } from '../rag/service.ts';
import { allocateContentCode } from '../services/content-code.ts';
import { loadFiles, readMultipart } from './multipart.ts';
import { requireUser } from './request-auth.ts';
import { limitUploads, type UploadSlots } from './upload-limits.ts';
import { text } from '../texts/index.ts';
import { issueText } from '../texts/validation.ts';

export interface UploadDeps {
  config: Config;
  orm: Orm;
  rag: RagService;
  bus: EventBus;
  slots: UploadSlots;
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
    throw badInput(text('error.activityDetailsMissing'));
  }
  const parsed = activityCreateInput.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw badInput(first ? issueText(first) : text('error.checkActivity'));
  }
  const input = parsed.data;
  const course = await findOwnCourse(em, teacherId, input.courseId);
  const model = listModels(config).find((m) => m.value === input.model);
  if (!model?.available)
    throw badInput(
      text('error.modelUnavailable', {
        model: model?.label ?? input.model,
        reason: model?.reason ?? '',
      }),
    );
  const store = listVectorStores(config).find((s) => s.value === input.vectorStore);
  if (!store?.available) throw badInput(store?.reason ?? text('error.chooseStore'));
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
    { config: { failure: 'Database: Failed to create activity.' } },
    async (req, reply) => {
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
        if (files.length === 0) throw badInput(text('error.noFile'));
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
    },
  );
}
