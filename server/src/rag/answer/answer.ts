import {
  type Citation,
  type Locale,
  MODELS,
  type Model,
  type VectorStore as StoreName,
} from '@teachchat/shared';
import { APICallError } from 'ai';
import type { Config } from '../../config.ts';
import { type Text, text as catalogued, translate, translator } from '../../texts/index.ts';
import {
  carriedWords,
  retrieve,
  type RetrievedChunk,
  type Retrieval,
  type RetrievalDeps,
  type SearchedActivity,
} from '../retrieve.ts';
import { toSources } from './citations.ts';
import { ModelTimeout, streamModel } from './model-stream.ts';
import { languageModelFor } from './models.ts';
import { answerKeyMatcher } from './answer-keys.ts';
import { offlineReply, streamWords } from './offline.ts';
import { type AnswerWindow, answeringWindows } from './window.ts';
import { buildPrompt } from './prompt.ts';
import { rewriteFollowUp, type Turn } from './rewrite.ts';

/**
 * A failure the student may read (the texts of docs/product.md#student-errors, or a
 * provider's status), in their language (`text`); the message is its English.
 */
export class AnswerError extends Error {
  readonly text: Text;
  constructor(text: Text) {
    super(translate('en', text.key, text.values));
    this.text = text;
  }
}

export interface AnswerActivity {
  id: string;
  title: string;
  courseTitle: string;
  courseCode: string;
  contentCode: string;
  model: string | null;
  temperature: number | null;
  /** The teacher's private guidance for the model. */
  assistantInstructions: string | null;
  /** Protected answers: never in a reply (chat/withhold.ts), not even in the prompt. */
  answerKeys: string[];
  vectorStore: StoreName;
  /** Changes whenever the material does: what retrieval keeps per node is kept under it. */
  materialStamp?: string;
}

export interface AnswerInput {
  activity: AnswerActivity;
  question: string;
  history: Turn[];
  /** false: the offline responder's words come at once (a preview waits for the whole
   * answer); by default they are paced like a model's. */
  paced?: boolean;
  signal?: AbortSignal;
  /** The question searched before the activity was read with it (searchEarly). */
  early?: EarlySearch | undefined;
  /** The student's language: the fixed texts', and the one the model is asked to answer
   * in. English when not given. */
  locale?: Locale;
}

/** A question's search started on what this node last knew of the activity. */
export interface EarlySearch {
  activity: SearchedActivity;
  question: string;
  /** null if the search failed: the answer searches again. */
  retrieval: Promise<Retrieval | null>;
}

export interface Answer {
  /** 'offline' when no provider serves the activity's model: the UI labels such replies. */
  mode: 'model' | 'offline';
  /** What the search found (the inspector shows it to teachers). */
  retrieval: Retrieval;
  /** The passages given to the responder, numbered as [n]; a reply shows only those it
   * cites (citationsUsed). */
  sources: Citation[];
  /** The reply in pieces; throws AnswerError if the provider fails mid-way. */
  text: AsyncIterable<string>;
}

export type AnswerDeps = RetrievalDeps & { config: Config };

const PASSAGES = 5;

function checkActivity(activity: AnswerActivity): { model: Model; temperature: number } {
  if (!activity.id || !activity.courseCode || !activity.contentCode || !activity.model) {
    throw new AnswerError(catalogued('assistant.error.incomplete'));
  }
  const temperature = activity.temperature ?? 0.7;
  if (!Number.isFinite(temperature) || temperature < 0 || temperature > 1) {
    throw new AnswerError(catalogued('assistant.error.temperature'));
  }
  if (!(MODELS as readonly string[]).includes(activity.model)) {
    throw new AnswerError(catalogued('assistant.error.noModel'));
  }
  return { model: activity.model as Model, temperature };
}

function providerMessage(error: unknown): Text {
  if (error instanceof ModelTimeout) return catalogued('assistant.error.providerSlow');
  if (APICallError.isInstance(error)) {
    return error.statusCode
      ? catalogued('assistant.error.providerStatus', { status: error.statusCode })
      : catalogued('assistant.error.providerUnreachable');
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return catalogued('assistant.error.cancelled');
  }
  if (error instanceof Error && /timeout|timed out/i.test(error.message))
    return catalogued('assistant.error.providerSlow');
  return catalogued('assistant.error.providerFailed');
}

/**
 * Starts a question's search before its send is confirmed (chat/early-search.ts), so that
 * it runs while PostgreSQL saves the question. The answer takes it only if it searched the
 * activity's current material and needed no conversation (earlyRetrieval).
 */
export function searchEarly(
  deps: AnswerDeps,
  activity: SearchedActivity,
  question: string,
): EarlySearch {
  const retrieval = retrieve(deps, activity, question, { limit: PASSAGES }).catch(() => null);
  return { activity, question, retrieval };
}

/** The early search, if it is what searching now would find. */
async function earlyRetrieval(input: AnswerInput): Promise<Retrieval | null> {
  const { early, activity } = input;
  if (
    !early ||
    early.question !== input.question ||
    !activity.materialStamp ||
    early.activity.id !== activity.id ||
    early.activity.materialStamp !== activity.materialStamp ||
    early.activity.vectorStore !== activity.vectorStore
  )
    return null;
  const found = await early.retrieval;
  const followsOn = input.history.some((m) => m.sender === 'user');
  return found && (found.standsAlone || !followsOn) ? found : null;
}

/**
 * Answers a question from one activity's material: retrieves its best passages, then
 * streams the configured model's reply (at the activity's temperature, bounded in length
 * and time, cancelled upstream when `signal` aborts) or, with no provider for the model,
 * the offline responder's quotes.
 */
export async function answerQuestion(deps: AnswerDeps, input: AnswerInput): Promise<Answer> {
  const { model, temperature } = checkActivity(input.activity);
  const languageModel = languageModelFor(deps.config, model);
  const retrieval =
    (await earlyRetrieval(input)) ??
    (await retrieve(deps, input.activity, input.question, {
      limit: PASSAGES,
      previousQuestions: input.history.filter((m) => m.sender === 'user').map((m) => m.content),
      previousReply: input.history.findLast((m) => m.sender === 'assistant')?.content,
      rewrite: languageModel
        ? () =>
            rewriteFollowUp({
              model: languageModel,
              history: input.history,
              question: input.question,
              timeoutMs: Math.min(deps.config.ai.timeoutMs, 15_000),
              signal: input.signal,
            })
        : undefined,
      signal: input.signal,
    }));
  // Off the material: no passages, so no sources, and the responder says so.
  const found = retrieval.covered ? retrieval.chunks : [];
  const previousReply = input.history.findLast((m) => m.sender === 'assistant')?.content;
  if (!languageModel) {
    const text = streamWords(
      offlineReply(
        retrieval,
        previousReply,
        await forbiddenBy(input.activity),
        translator(input.locale ?? 'en'),
      ),
      input.paced === false ? 0 : deps.config.ai.offlineWordDelayMs,
    );
    return { mode: 'offline', retrieval, sources: toSources(found), text };
  }
  // The model reads first the passages the offline responder would answer from, and is
  // shown where they answer.
  const windows = answeringWindows(retrieval.searched, found, {
    asked: retrieval.asked,
    carried: carriedWords(retrieval),
    pointing: retrieval.pointing,
    previousReply,
  });
  const chunks = windowsFirst(found, windows);
  const sources = toSources(chunks);
  const excerpts = windows.flatMap((w) => {
    const passage = found[w.source - 1];
    return passage
      ? [{ source: chunks.indexOf(passage) + 1, text: w.units.map((u) => u.text).join('\n') }]
      : [];
  });
  const pieces = streamModel({
    model: languageModel,
    ...buildPrompt(input.activity, chunks, input.history, input.question, excerpts, input.locale),
    temperature,
    maxOutputTokens: deps.config.ai.maxOutputTokens,
    totalMs: deps.config.ai.timeoutMs,
    chunkMs: Math.min(deps.config.ai.timeoutMs, 30_000),
    signal: input.signal,
  });
  async function* text(): AsyncGenerator<string> {
    try {
      yield* pieces;
    } catch (err) {
      throw new AnswerError(providerMessage(err));
    }
  }
  return { mode: 'model', retrieval, sources, text: text() };
}

/** What states one of the activity's protected answers (answer-keys.ts). */
async function forbiddenBy(activity: AnswerActivity) {
  if (activity.answerKeys.length === 0) return undefined;
  const matcher = await answerKeyMatcher(activity.answerKeys);
  return (text: string) => matcher.revealed(text) !== undefined;
}

/** The passages holding the answering windows first, best first; a teacher's note that
 * answers the question keeps its lead. */
function windowsFirst(chunks: RetrievedChunk[], windows: AnswerWindow[]): RetrievedChunk[] {
  if (chunks.some((c) => c.answersQuestion)) return chunks;
  const first = [...new Set(windows.map((w) => w.source - 1))].flatMap((i) => chunks[i] ?? []);
  return [...first, ...chunks.filter((c) => !first.includes(c))];
}
