import type { BenchChunk } from './corpus.ts';
import type { Run } from './measure.ts';
import { score, type Question } from './questions.ts';
import { ms, seconds } from './stats.ts';
import { markdownTable } from './table.ts';

export const RECALL_AT = 5;
export const MRR_DEPTH = 10;

export interface Corpus {
  name: string;
  chunks: BenchChunk[];
  /** Growing the corpus mixes documents, so only the span can say which chunk answers. */
  anyDoc: boolean;
  /** How long a slow store may take over the first round of questions. */
  firstRoundMs: number;
}

export type Outcome = Run | { error: string };

const SUBSETS: [string, (q: Question) => boolean][] = [
  ['all', () => true],
  ['misspelling', (q) => q.tags?.includes('misspelling') ?? false],
  ['rare-term', (q) => q.tags?.includes('rare-term') ?? false],
];

function qualityCells(questions: Question[], corpus: Corpus, outcome: Outcome): string[] {
  if ('error' in outcome) return [`not measured: ${outcome.error}`];
  if (outcome.ranked.length < questions.length) {
    const asked = `${outcome.ranked.length} of ${questions.length} questions asked`;
    return [`not measured: ${asked} in the time budget (${ms(outcome.p50 / 1000)} s per query)`];
  }
  const byId = new Map(corpus.chunks.map((c) => [c.id, c]));
  return SUBSETS.flatMap(([, keep]) => {
    const picked = questions.flatMap((q, i) =>
      keep(q) ? [{ q, ids: outcome.ranked[i] ?? [] }] : [],
    );
    const { recall, mrr } = score(
      picked.map(({ q }) => q),
      picked.map(({ ids }) => ids.flatMap((id) => byId.get(id) ?? [])),
      { k: RECALL_AT, mrrDepth: MRR_DEPTH, anyDoc: corpus.anyDoc },
    );
    return [recall.toFixed(2), mrr.toFixed(2)];
  });
}

export function qualityTable(
  questions: Question[],
  corpus: Corpus,
  outcomes: Map<string, Outcome>,
): string {
  const count = (keep: (q: Question) => boolean) => questions.filter(keep).length;
  const subsets = SUBSETS.map(([name, keep]) => `${name} (${count(keep)})`);
  const header = [
    'Store',
    ...subsets.flatMap((s) => [`recall@${RECALL_AT} ${s}`, `MRR@${MRR_DEPTH} ${s}`]),
  ];
  const rows = [...outcomes].map(([label, outcome]) => [
    label,
    ...qualityCells(questions, corpus, outcome),
  ]);
  return markdownTable(header, rows);
}

export function latencyTable(corpora: Corpus[], results: Map<string, Outcome>[]): string {
  const rows = corpora.flatMap((corpus, i) =>
    [...(results[i] ?? [])].map(([label, outcome]) =>
      'error' in outcome
        ? [label, corpus.name, `not measured: ${outcome.error}`]
        : [
            label,
            corpus.name,
            seconds(outcome.indexMs),
            ms(outcome.firstMs),
            ms(outcome.p50),
            ms(outcome.p95),
            String(outcome.samples),
          ],
    ),
  );
  return markdownTable(
    ['Store', 'Corpus', 'Index build', 'First query', 'p50', 'p95', 'Queries'],
    rows,
  );
}
