// When a question asked mid-conversation waits for the model to make it standalone (a
// round trip before the answer starts), and what that does to retrieval, on the postgres
// store: every question of the retrieval benchmark asked after the question before it in
// its set, as one conversation. A standalone question that mentions "it" or "that" needs
// no rewrite; a real follow-up ("what if I leave it out?") does.
//   node scripts/bench/follow-ups.ts
// Results and how to read them: docs/benchmarks.md.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pointsBack } from '@teachchat/server/bench-api';
import { questionWords } from '@teachchat/server/bench-api';
import {
  chunkDocuments,
  embedChunks,
  loadDocuments,
  loadPostgresManual,
  QUESTION_SOURCES,
  type ChunkText,
} from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import { firstAnswer, loadQuestions, type Question } from './lib/questions.ts';
import { startRetrievalApp } from './lib/retrieval-app.ts';
import { markdownTable } from './lib/table.ts';

const CORPORA: { name: string; chunks: () => Promise<ChunkText[]>; questions: string }[] = [
  {
    name: 'question corpus',
    chunks: () => chunkDocuments(loadDocuments(QUESTION_SOURCES)),
    questions: 'questions.json',
  },
  {
    name: 'PostgreSQL 15 manual',
    chunks: () => chunkDocuments(loadPostgresManual()),
    questions: 'postgres-questions.json',
  },
];

interface Tally {
  asked: number;
  /** Questions the rule before this change sent to the model: any word pointing back. */
  before: number;
  /** Questions sent to the model now. */
  now: number;
  /** Found in the first five passages: asked alone, and asked in the conversation now. */
  alone: number;
  inConversation: number;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(0)}% (${n}/${of})`;

console.log(`# Follow-up rewrites\n\n${describeMachine()}\n`);
const tmp = await mkdtemp(join(tmpdir(), 'teachchat-bench-'));
await chmod(tmp, 0o755);
const app = await startRetrievalApp(tmp);
const rows: string[][] = [];
try {
  for (const spec of CORPORA) {
    const questions = loadQuestions(spec.questions);
    const { chunks } = await embedChunks(await spec.chunks());
    const activity = await app.index('postgres', chunks);
    const judged = (ids: string[]) => ids.flatMap((id) => activity.chunkOf.get(id) ?? []);
    const found = (q: Question, ids: string[]) => (firstAnswer(q, judged(ids)) ?? 99) <= 5;
    const tallies = { standalone: blank(), 'follow-up': blank() };
    for (const [i, q] of questions.entries()) {
      // A real follow-up is asked after its own question; any other after the one before it.
      const previous = q.previous ?? questions[i - 1]?.question;
      if (!previous) continue;
      const tally = q.previous ? tallies['follow-up'] : tallies.standalone;
      let rewrites = 0;
      // The model stands in as a perfect one for a standalone question (it is already
      // standalone) and as a failed one for a follow-up (the search falls back to the
      // question before it, as in retrieval.ts): what a rewrite costs is the round trip.
      const rewrite = () => {
        rewrites++;
        return q.previous ? Promise.reject(new Error('no model')) : Promise.resolve(q.question);
      };
      const alone = await app.ask(activity, q.question);
      const asked = await app.ask(activity, q.question, { previous, rewrite });
      tally.asked++;
      tally.now += rewrites;
      tally.before += alone.words.length === 0 || pointsBack(questionWords(q.question)) ? 1 : 0;
      tally.alone += found(
        q,
        alone.chunks.map((c) => c.chunkId),
      )
        ? 1
        : 0;
      tally.inConversation += found(
        q,
        asked.chunks.map((c) => c.chunkId),
      )
        ? 1
        : 0;
    }
    for (const [kind, t] of Object.entries(tallies)) {
      if (t.asked === 0) continue;
      rows.push([
        `${spec.name} (${chunks.length} chunks)`,
        kind,
        pct(t.before, t.asked),
        pct(t.now, t.asked),
        pct(t.alone, t.asked),
        pct(t.inConversation, t.asked),
      ]);
    }
  }
} finally {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
}
console.log(
  markdownTable(
    [
      'Corpus',
      'Questions',
      'model call before',
      'model call now',
      'recall@5 asked alone',
      'recall@5 in the conversation',
    ],
    rows,
  ),
);

function blank(): Tally {
  return { asked: 0, before: 0, now: 0, alone: 0, inConversation: 0 };
}
