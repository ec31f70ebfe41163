import { randomUUID } from 'node:crypto';
import type { Locale, MessageView } from '@teachchat/shared';
import { precondition } from '../errors.ts';
import { type Answer, type AnswerActivity, AnswerError } from '../rag/answer/answer.ts';
import { finishReply } from '../rag/answer/citations.ts';
import type { LegRanks, Retrieval } from '../rag/retrieve.ts';
import type { RagService } from '../rag/service.ts';
import { type Translate, translator } from '../texts/index.ts';
import { createAnswerGuard } from './withhold.ts';

// Passages are shown whole in a reply's sources; the inspector lists five, so it shows
// their beginnings.
const PASSAGE_CHARS = 400;

export interface InspectedPassage {
  /** 1-based; when the question is covered, also the [n] the reply cites it by. */
  rank: number;
  fileName: string;
  page: number | null;
  heading: string | null;
  text: string;
  /** The text was cut at PASSAGE_CHARS. */
  trimmed: boolean;
  score: number;
  coverage: number;
  legs: LegRanks;
}

/** What the search found for a question, for the teacher's eyes only. */
export interface Inspector {
  searched: string;
  covered: boolean;
  coverage: number;
  words: Retrieval['words'];
  passages: InspectedPassage[];
}

export interface Preview {
  mode: Answer['mode'];
  /** The answer as the student's chat would show it; saved nowhere. */
  reply: MessageView;
  inspector: Inspector;
}

export interface PreviewTurn {
  question: string;
  answer: string;
}

/**
 * A teacher's question answered exactly as a student's would be (same search, same
 * responder, same checks on the reply), with what the search found. Nothing is written:
 * no conversation, no message, nothing a student's analytics count.
 */
export async function previewAnswer(
  rag: Pick<RagService, 'answer'>,
  activity: AnswerActivity,
  question: string,
  turns: PreviewTurn[],
  signal?: AbortSignal,
  /** The teacher's language: they read what a student of theirs would. */
  locale: Locale = 'en',
): Promise<Preview> {
  const t = translator(locale);
  const answer = await rag
    .answer({
      activity,
      question,
      history: turns.flatMap((t) => [
        { sender: 'user' as const, content: t.question },
        { sender: 'assistant' as const, content: t.answer },
      ]),
      paced: false,
      signal,
      locale,
    })
    .catch((err: unknown) => {
      // The activity cannot be answered in at all (no model set, say): the teacher can fix it.
      if (err instanceof AnswerError) throw precondition(err.text);
      throw err;
    });
  let text = '';
  let error: string | null = null;
  try {
    for await (const piece of answer.text) text += piece;
  } catch (err) {
    if (!(err instanceof AnswerError)) throw err;
    error = t(err.text.key, err.text.values);
  }
  // The teacher sees what a student would: a reply giving an answer away becomes the hint.
  const guard = await createAnswerGuard(
    activity.answerKeys,
    turns.map((turn) => turn.answer),
    t('assistant.withheld'),
  );
  text = guard.push(text) + guard.end();
  const checked = error || guard.withheld ? null : finishReply(answer.mode, text, answer.sources);
  const finished =
    checked && guard.settle(checked.content)
      ? checked
      : { content: guard.text, citations: [], unverifiedQuotes: [] };
  return {
    mode: answer.mode,
    reply: {
      id: randomUUID(),
      sender: 'assistant',
      content: finished.content,
      citations: finished.citations,
      feedback: null,
      status: error ? 'error' : 'complete',
      error,
      offline: answer.mode === 'offline',
      unverifiedQuotes: finished.unverifiedQuotes,
      withheld: guard.withheld,
      askedTeacher: null,
      authorName: null,
      inReplyTo: null,
      createdAt: new Date(),
    },
    inspector: inspect(answer.retrieval, t),
  };
}

function inspect(retrieval: Retrieval, t: Translate): Inspector {
  return {
    searched: retrieval.searched,
    covered: retrieval.covered,
    coverage: retrieval.coverage,
    words: retrieval.words,
    passages: retrieval.chunks.map((c, i) => ({
      rank: i + 1,
      // The teacher's own eyes: a note shows its title.
      fileName: c.note ? `${t('assistant.teacherNote')}: ${c.fileName}` : c.fileName,
      page: c.page,
      heading: c.heading,
      ...trimmed(c.text),
      score: c.score,
      coverage: c.coverage,
      legs: c.legs,
    })),
  };
}

function trimmed(text: string): { text: string; trimmed: boolean } {
  if (text.length <= PASSAGE_CHARS) return { text, trimmed: false };
  const cut = text.slice(0, PASSAGE_CHARS);
  const space = cut.lastIndexOf(' ');
  return {
    text: `${(space > PASSAGE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`,
    trimmed: true,
  };
}
