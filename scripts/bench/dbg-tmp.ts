import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkReply, toSources } from '../../server/src/rag/answer/citations.ts';
import { offlineAnswer } from '../../server/src/rag/answer/offline.ts';
import {
  chunkDocuments,
  embedChunks,
  loadDocuments,
  loadPostgresManual,
  QUESTION_SOURCES,
} from './lib/corpus.ts';
import { holdsAnswer, loadQuestions } from './lib/questions.ts';
import { startRetrievalApp } from './lib/retrieval-app.ts';
const tmp = await mkdtemp(join(tmpdir(), 'dbg-'));
await chmod(tmp, 0o755);
const app = await startRetrievalApp(tmp);
const which = process.argv[2] ?? 'pg';
const { chunks } = await embedChunks(
  await chunkDocuments(which === 'pg' ? loadPostgresManual() : loadDocuments(QUESTION_SOURCES)),
);
const activity = await app.index('postgres', chunks);
let ok = 0,
  given = 0,
  unver = 0;
for (const q of loadQuestions(which === 'pg' ? 'postgres-questions.json' : 'questions.json')) {
  const r = await app.ask(activity, q.question, q.previous);
  const passages = r.covered ? r.chunks.slice(0, 5) : [];
  const answer = offlineAnswer(r.searched, passages);
  const u = checkReply(answer, toSources(passages)).unverifiedQuotes;
  if (u.length) {
    unver++;
    console.log('UNVERIFIED', JSON.stringify(u));
  }
  const g = passages.some((p) => holdsAnswer(q, `${p.heading ?? ''} ${p.text}`));
  if (!g) continue;
  given++;
  if (holdsAnswer(q, answer)) {
    ok++;
    continue;
  }
  if (process.argv[3]) console.log(`\n--- ${q.question}\n${answer}\n(span: ${q.answers[0]?.span})`);
}
console.log(`given ${given}, ok ${ok}, unverified ${unver}`);
await app.close().catch(() => {});
process.exit(0);
