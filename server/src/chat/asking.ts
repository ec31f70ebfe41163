import type { EntityManager } from '@mikro-orm/postgresql';
import type { MaterialStatus } from '@teachchat/shared';
import type { Config } from '../config.ts';
import type { IActivity } from '../db/entities/activity.ts';
import { precondition } from '../errors.ts';
import { text } from '../texts/index.ts';
import type { AnswerActivity } from '../rag/answer/answer.ts';
import { enforceRateLimit } from '../services/rate-limit.ts';

/**
 * The rules for asking an activity's assistant, alike for a student's chat, a teacher's
 * preview and the retrieval contract's rag_query.
 */

/** What the assistant needs to know of an activity (its course populated) to answer in it. */
export function toAnswerActivity(activity: IActivity): AnswerActivity {
  return {
    id: activity.id,
    title: activity.title,
    courseTitle: activity.course.title,
    courseCode: activity.course.courseCode,
    contentCode: activity.contentCode,
    model: activity.model,
    temperature: activity.temperature,
    assistantInstructions: activity.assistantInstructions ?? null,
    answerKeys: activity.answerKeys,
    vectorStore: activity.vectorStore,
    materialStamp: materialStamp(activity),
  };
}

/**
 * The version of an activity's material that searches and caches are kept under: new
 * material, a new embedding model or any edit of the activity make a new one.
 */
export const materialStamp = (
  a: Pick<IActivity, 'materialStatus' | 'embeddingModel' | 'updatedAt'>,
): string => `${a.materialStatus}|${a.embeddingModel ?? ''}|${a.updatedAt.getTime()}`;

/** Questions wait in these states, until the material is searchable: half of it would
 * give half answers. The send's statement (save-question.ts) is given the same list. */
export const MATERIAL_NOT_READY: readonly MaterialStatus[] = ['pending', 'processing'];

export function ensureMaterialReady(activity: { materialStatus: MaterialStatus }): void {
  if (MATERIAL_NOT_READY.includes(activity.materialStatus)) {
    throw precondition(text('error.materialNotReady'));
  }
}

export const ASKING_LIMIT_MESSAGE = text('error.tooFast');

/** One budget of questions a minute per person, whichever screen they ask from. */
export const askingLimit = (config: Config, userId: string) => ({
  key: `chat:${userId}`,
  max: config.chat.messagesPerMinute,
  windowMs: 60_000,
  message: ASKING_LIMIT_MESSAGE,
});

export function enforceAskingLimit(em: EntityManager, config: Config, userId: string) {
  const limit = askingLimit(config, userId);
  return enforceRateLimit(em, limit.key, limit);
}
