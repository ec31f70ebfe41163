import type { VectorStore as StoreName } from '@teachchat/shared';
import { checkReply, toSources } from '@teachchat/server/bench-api';
import { offlineReply } from '@teachchat/server/bench-api';
import type { Retrieval } from '@teachchat/server/bench-api';
import type { SubjectName } from './answers-material.ts';
import {
  holdsGold,
  mostlyCodeOrList,
  passageHolds,
  quotedWords,
  repeatedSentence,
  sameAnswer,
} from './answers-metrics.ts';
import type { Case } from './answers-questions.ts';
import type { BenchChunk } from './corpus.ts';
import type { BenchActivity, RetrievalApp } from './retrieval-app.ts';
import { timed } from './stats.ts';

// The passages a chat turn retrieves and answers from (answerQuestion's limit).
export const PASSAGES = 5;

export type Size = 'course' | 'large';

/** What the product did with one question, and how it compares with the gold. */
export interface CaseResult extends Case {
  subject: SubjectName;
  size: Size;
  store: StoreName;
  searched: string;
  covered: boolean;
  coverage: number;
  /** The question's informative words as the search weighed them. */
  words: Retrieval['words'];
  /** A gold span in one of the top five passages: the app's, and the BM25 baseline's. */
  top5: boolean;
  bm25Top5: boolean;
  answer: string;
  goldInAnswer: boolean;
  /** For a follow-up: the answer to the question before it, and whether this one repeats it. */
  previousAnswer?: string;
  sameAsPrevious?: boolean;
  unverifiedQuotes: string[];
  repeatedSentence: string | null;
  quotedWords: number;
  mostlyCodeOrList: boolean;
  /** The passages answered from (file and heading), best first. */
  passages: string[];
  ms: number;
}

/** The offline answer exactly as a chat turn without a model gives it. */
function answerOf(retrieval: Retrieval, previousReply?: string) {
  const chunks = retrieval.covered ? retrieval.chunks.slice(0, PASSAGES) : [];
  const answer = offlineReply({ ...retrieval, chunks }, previousReply);
  return { answer, chunks, unverified: checkReply(answer, toSources(chunks)).unverifiedQuotes };
}

export async function runCases(
  app: RetrievalApp,
  activity: BenchActivity,
  bm25: (question: string, limit: number) => BenchChunk[],
  cases: Case[],
  at: { subject: SubjectName; size: Size },
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const previousAnswer = c.previous
      ? answerOf(await app.ask(activity, c.previous)).answer
      : undefined;
    const { value: retrieval, ms } = await timed(() =>
      app.ask(activity, c.question, { previous: c.previous, previousReply: previousAnswer }),
    );
    const { answer, unverified } = answerOf(retrieval, previousAnswer);
    // MiniSearch has no conversation: a follow-up is searched with the question before it.
    const baseline = bm25(c.previous ? `${c.previous} ${c.question}` : c.question, PASSAGES);
    results.push({
      ...c,
      ...at,
      store: activity.vectorStore,
      searched: retrieval.searched,
      covered: retrieval.covered,
      coverage: retrieval.coverage,
      words: retrieval.words,
      top5: retrieval.chunks.slice(0, PASSAGES).some((p) => passageHolds(p, c.gold)),
      bm25Top5: baseline.some((p) => passageHolds(p, c.gold)),
      answer,
      goldInAnswer: holdsGold(answer, c.gold),
      previousAnswer,
      sameAsPrevious: previousAnswer === undefined ? undefined : sameAnswer(answer, previousAnswer),
      unverifiedQuotes: unverified,
      repeatedSentence: retrieval.covered ? repeatedSentence(answer) : null,
      quotedWords: retrieval.covered ? quotedWords(answer) : 0,
      mostlyCodeOrList: retrieval.covered && mostlyCodeOrList(answer),
      passages: retrieval.chunks
        .slice(0, PASSAGES)
        .map((p) => `${p.fileName}${p.heading ? ` § ${p.heading}` : ''}`),
      ms,
    });
  }
  return results;
}
