import { firstAnswer, type Judged, type Question, type Tag } from './questions.ts';
import { ms, percentile, seconds } from './stats.ts';
import { markdownTable } from './table.ts';

export const MRR_DEPTH = 10;

/** What one system did with one corpus's questions. */
export interface Measured {
  label: string;
  /** Passages best first, per question (MRR_DEPTH of them). */
  ranked: Judged[][];
  /** Per question: did the search say the material covers it (absent for the baseline). */
  covered?: boolean[];
  /** Per off-material question: did the search (wrongly) say it is covered. */
  offCovered?: boolean[];
  /** Per question: the offline answer holds an answer span. */
  offlineGold?: boolean[];
  /** Per question whose answer span is in the passages given: the answer quotes it. */
  offlineGoldGiven?: (boolean | null)[];
  /** Offline answers with a quote that is not word for word in its passage. */
  unverified?: number;
  indexMs: number;
  /** Per asked question, ms. */
  latencies: number[];
}

export interface CorpusRun {
  name: string;
  questions: Question[];
  anyDoc: boolean;
  systems: Measured[];
}

const SUBSETS: [string, (q: Question) => boolean][] = [
  ['all', () => true],
  ...(['misspelling', 'follow-up', 'code', 'rare-term'] as Tag[]).map(
    (tag): [string, (q: Question) => boolean] => [tag, (q) => q.tags?.includes(tag) ?? false],
  ),
];

function share(flags: boolean[]): string {
  if (flags.length === 0) return '–';
  const n = flags.filter(Boolean).length;
  return `${((100 * n) / flags.length).toFixed(0)}% (${n}/${flags.length})`;
}

function ranks(run: CorpusRun, system: Measured): (number | null)[] {
  return run.questions.map((q, i) => firstAnswer(q, system.ranked[i] ?? [], run.anyDoc));
}

export function qualityTable(run: CorpusRun): string {
  const subsets = SUBSETS.map(
    ([name, keep]) => [name, keep, run.questions.filter(keep).length] as const,
  ).filter(([, , n]) => n > 0);
  const header = [
    'System',
    'recall@1',
    'recall@5',
    `MRR@${MRR_DEPTH}`,
    ...subsets.slice(1).map(([name, , n]) => `recall@5 ${name} (${n})`),
  ];
  const rows = run.systems.map((system) => {
    const r = ranks(run, system);
    const recall = (k: number, keep: (q: Question) => boolean) => {
      const picked = run.questions.flatMap((q, i) => (keep(q) ? [r[i]] : []));
      return (picked.filter((rank) => rank != null && rank <= k).length / picked.length).toFixed(2);
    };
    const mrr =
      r.reduce<number>((sum, rank) => sum + (rank && rank <= MRR_DEPTH ? 1 / rank : 0), 0) /
      r.length;
    return [
      system.label,
      recall(1, () => true),
      recall(5, () => true),
      mrr.toFixed(2),
      ...subsets.slice(1).map(([, keep]) => recall(5, keep)),
    ];
  });
  return markdownTable(header, rows);
}

export function answeringTable(run: CorpusRun): string {
  const rows = run.systems
    .filter((s) => s.covered)
    .map((s) => [
      s.label,
      share((s.offCovered ?? []).map((covered) => !covered)),
      share((s.covered ?? []).map((covered) => !covered)),
      share(s.offlineGold ?? []),
      share((s.offlineGoldGiven ?? []).filter((x) => x !== null)),
      String(s.unverified ?? 0),
    ]);
  return markdownTable(
    [
      'System',
      'off-material answered "not covered"',
      'on-material refused (false refusals)',
      'offline answers holding the answer span',
      '… of those whose passages hold it',
      'offline answers with a quote not in its passage',
    ],
    rows,
  );
}

export function latencyTable(runs: CorpusRun[]): string {
  const rows = runs.flatMap((run) =>
    run.systems.map((s) => [
      s.label,
      run.name,
      seconds(s.indexMs),
      ms(percentile(s.latencies, 0.5)),
      ms(percentile(s.latencies, 0.95)),
      String(s.latencies.length),
    ]),
  );
  return markdownTable(['System', 'Corpus', 'Index build', 'p50', 'p95', 'Questions asked'], rows);
}
