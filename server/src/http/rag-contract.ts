import type { EntityManager } from '@mikro-orm/postgresql';
import { MODELS, VECTOR_STORES, type VectorStore as StoreName } from '@teachchat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activityFilter } from '../access/activities.ts';
import { resolveCaller } from '../auth/caller.ts';
import type { AuthUser } from '../auth/caller-row.ts';
import { toAnswerActivity } from '../chat/asking.ts';
import { Activity, type IActivity } from '../db/entities/activity.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { badInput, forbidden, notFound, unauthorized } from '../errors.ts';
import { loadFiles, readMultipart } from './multipart.ts';
import { limitUploads, type UploadSlots } from './upload-limits.ts';
import { AnswerError, type AnswerInput } from '../rag/answer/answer.ts';
import { finishReply } from '../rag/answer/citations.ts';
import { sourceLabel } from '../rag/answer/prompt.ts';
import { addMaterial, removeMaterial } from '../rag/material.ts';
import type { RagService } from '../rag/service.ts';

/**
 * The external retrieval service's contract (docs/product.md#retrieval-contract), served
 * here so existing scripts
 * keep working: POST /create_RAG, /delete_RAG, /rag_query as multipart forms, with a
 * personal API token of the teacher who owns the activity, or of an admin. The token is
 * checked from the headers and rag_id as soon as it arrives, before any file is read.
 */
export async function ragContractRoutes(
  app: FastifyInstance,
  opts: { orm: Orm; rag: RagService; config: Config; slots: UploadSlots },
) {
  /**
   * The token's owner, checked from the headers before any of the body is read. Only the
   * token counts: a session cookie alone is no way in.
   */
  async function caller(req: FastifyRequest, em: EntityManager): Promise<AuthUser> {
    const auth = await resolveCaller(() => em, opts.config, {
      authorization: req.headers.authorization,
    });
    if (!auth) throw unauthorized('A personal API token is required (Authorization: Bearer ...).');
    // A student owns no activity: nothing of the body needs reading to say no.
    if (auth.user.role === 'student')
      throw forbidden('The retrieval API is for teachers and admins.');
    return auth.user;
  }

  async function authorise(
    user: AuthUser,
    em: EntityManager,
    ragId: string | undefined,
  ): Promise<IActivity> {
    const [courseCode, contentCode, activityId, extra] = (ragId ?? '').split('#');
    if (
      !courseCode ||
      !contentCode ||
      !activityId ||
      extra !== undefined ||
      !/^[0-9a-f-]{36}$/i.test(activityId)
    ) {
      throw badInput('rag_id must be COURSECODE#CONTENTCODE#ACTIVITYID.');
    }
    const scope = user.role === 'admin' ? {} : { teacherId: user.id };
    const activity = await em.findOne(
      Activity,
      { id: activityId, ...activityFilter(scope) },
      { populate: ['course'] },
    );
    const matches =
      activity &&
      activity.course.courseCode.toUpperCase() === courseCode.toUpperCase() &&
      activity.contentCode.toUpperCase() === contentCode.toUpperCase();
    // Someone else's activity looks exactly like a missing one.
    if (!activity || !matches) throw notFound('No activity matches this rag_id.');
    return activity;
  }

  /** The whole reply; a model that cannot answer (none set, the provider failed) refuses it. */
  async function answerInFull(input: AnswerInput) {
    try {
      const answer = await opts.rag.answer(input);
      let text = '';
      for await (const piece of answer.text) text += piece;
      return { answer, text };
    } catch (err) {
      throw err instanceof AnswerError ? badInput(err.message) : err;
    }
  }

  /** Each request with its own EntityManager; refusals are answered by detailErrors. */
  const handle =
    (fn: (req: FastifyRequest, em: EntityManager) => Promise<unknown>) => (req: FastifyRequest) =>
      fn(req, opts.orm.em.fork() as EntityManager);

  app.post(
    '/create_RAG',
    handle(async (req, em) => {
      const user = await caller(req, em);
      return opts.slots.hold(user.id, async () => {
        const {
          fields,
          files,
          passed: activity,
        } = await readMultipart(req, {
          gate: {
            field: 'rag_id',
            async check(ragId) {
              const activity = await authorise(user, em, ragId);
              await limitUploads(em, activity.course.teacher.id, opts.config);
              return activity;
            },
          },
        });
        if (files.length === 0) throw badInput('Please upload at least one file.');
        const storeName = fields.vectorDB;
        if (storeName !== undefined) {
          if (!(VECTOR_STORES as readonly string[]).includes(storeName)) {
            throw badInput(`vectorDB must be one of ${VECTOR_STORES.join(', ')}.`);
          }
          await opts.rag.store(storeName as StoreName).catch((err: Error) => {
            throw badInput(err.message);
          });
          activity.vectorStore = storeName as StoreName;
        }
        const rows = await addMaterial(em, activity, await loadFiles(files));
        await opts.rag.enqueueIngestion(activity.id);
        return {
          status: 'processing',
          activityId: activity.id,
          files: rows.map((f) => ({ name: f.originalName, status: f.status })),
        };
      });
    }),
  );

  app.post(
    '/delete_RAG',
    handle(async (req, em) => {
      const user = await caller(req, em);
      const { passed: activity } = await readMultipart(req, {
        limits: { files: 0 },
        gate: { field: 'rag_id', check: (ragId) => authorise(user, em, ragId) },
      });
      await removeMaterial(em, await opts.rag.store(activity.vectorStore), activity.id);
      return { status: 'deleted' };
    }),
  );

  app.post(
    '/rag_query',
    handle(async (req, em) => {
      const user = await caller(req, em);
      const { fields, passed: activity } = await readMultipart(req, {
        limits: { files: 0 },
        gate: { field: 'rag_id', check: (ragId) => authorise(user, em, ragId) },
      });
      const question = fields.query?.trim();
      if (!question) throw badInput('query is required.');
      const model = fields.model ?? activity.model;
      if (!(MODELS as readonly string[]).includes(model)) {
        throw badInput('LLM Model not configured for this activity.');
      }
      const temperature =
        fields.temperature === undefined ? activity.temperature : Number(fields.temperature);
      const { answer, text } = await answerInFull({
        activity: { ...toAnswerActivity(activity), model, temperature },
        question,
        history: [],
      });
      const finished = finishReply(answer.mode, text, answer.sources);
      return {
        response: finished.content,
        unverified_quotes: finished.unverifiedQuotes,
        sources: finished.citations.map((c) => ({
          index: c.index,
          file: c.fileName,
          page: c.page,
          label: sourceLabel(c),
          text: c.text,
        })),
      };
    }),
  );
}
