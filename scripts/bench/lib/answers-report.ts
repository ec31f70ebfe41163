import { writeFileSync } from 'node:fs';
import { SUBJECT_TITLES, type SubjectName } from './answers-material.ts';
import { FORMS } from './answers-questions.ts';
import type { CaseResult } from './answers-run.ts';
import { STORE_LABELS } from './retrieval-app.ts';
import { ms, percentile } from './stats.ts';
import { markdownTable } from './table.ts';

/** One subject × size × store: its results, and the activity's size in chunks. */
export interface Run {
  label: string;
  chunks: number;
  results: CaseResult[];
}

function share(flags: boolean[]): string {
  if (flags.length === 0) return '–';
  const n = flags.filter(Boolean).length;
  return `${((100 * n) / flags.length).toFixed(0)}% (${n}/${flags.length})`;
}

const LONG_ANSWER = 120;

function rowName(run: Run, stores: number): string {
  const store = run.results[0]?.store;
  return `${run.label} (${run.chunks})${stores > 1 && store ? `, ${STORE_LABELS[store]}` : ''}`;
}

export function qualityTable(runs: Run[], stores: number): string {
  const rows = runs.map((run) => {
    const of = (kind: CaseResult['kind']) => run.results.filter((r) => r.kind === kind);
    const on = of('on-material');
    const typos = of('typo');
    const clean = typos.flatMap((t) => on.filter((q) => q.id === t.of));
    const off = of('off-material');
    const offRefused = (kind: string) =>
      share(off.filter((r) => r.of === kind).map((r) => !r.covered));
    return [
      rowName(run, stores),
      share(on.map((r) => r.top5)),
      share(on.map((r) => r.bm25Top5)),
      share(on.map((r) => r.goldInAnswer)),
      share(on.filter((r) => r.top5).map((r) => r.goldInAnswer)),
      share(on.filter((r) => r.core).map((r) => r.goldInAnswer)),
      share(on.map((r) => !r.covered)),
      offRefused('plausible'),
      offRefused('unrelated'),
      share(of('follow-up').map((r) => r.covered && r.goldInAnswer && r.sameAsPrevious === false)),
      `${share(typos.map((r) => r.top5))} vs ${share(clean.map((r) => r.top5))}`,
      `${share(typos.map((r) => r.goldInAnswer))} vs ${share(clean.map((r) => r.goldInAnswer))}`,
      ms(
        percentile(
          run.results.map((r) => r.ms),
          0.5,
        ),
      ),
    ];
  });
  return markdownTable(
    [
      'Subject, size (chunks)',
      'recall@5 app',
      'recall@5 BM25',
      'gold in answer',
      'gold in answer, given gold in top 5',
      'core comparisons, gold in answer',
      'false refusals',
      'off refused, plausible',
      'off refused, unrelated',
      'follow-ups answered',
      'typo recall@5 vs clean',
      'typo gold in answer vs clean',
      'retrieval p50 ms',
    ],
    rows,
  );
}

export function shapeTable(runs: Run[], stores: number): string {
  const rows = runs.map((run) => {
    const given = run.results.filter((r) => r.kind === 'on-material' && r.covered);
    const lengths = given.map((r) => r.quotedWords);
    const answered = run.results.filter((r) => r.covered);
    return [
      rowName(run, stores),
      String(given.length),
      String(Math.round(percentile(lengths, 0.5))),
      String(Math.round(percentile(lengths, 0.9))),
      share(given.map((r) => r.quotedWords > LONG_ANSWER && !r.mostlyCodeOrList)),
      `${answered.filter((r) => r.unverifiedQuotes.length > 0).length} of ${answered.length}`,
      `${answered.filter((r) => r.repeatedSentence !== null).length} of ${answered.length}`,
    ];
  });
  return markdownTable(
    [
      'Subject, size (chunks)',
      'on-material answers',
      'words quoted p50',
      'p90',
      `over ${LONG_ANSWER} words, not code or list`,
      'answers with an unverified quote',
      'answers repeating a sentence',
    ],
    rows,
  );
}

/** Gold in answer for each form of on-material question. */
export function formTable(runs: Run[], stores: number): string {
  const rows = runs.map((run) => [
    rowName(run, stores),
    ...FORMS.map((form) => {
      const asked = run.results.filter((r) => r.kind === 'on-material' && r.form === form);
      return asked.length === 0
        ? '–'
        : `${asked.filter((r) => r.goldInAnswer).length}/${asked.length}`;
    }),
  ]);
  return markdownTable(['Subject, size (chunks)', ...FORMS], rows);
}

const STRIDE_SAMPLES = 20;

/** Twenty on-material answers at a fixed stride, for a person to grade. */
export function writeSample(path: string, subject: SubjectName, results: CaseResult[]): void {
  const on = results.filter((r) => r.kind === 'on-material');
  const stride = Math.max(1, Math.floor(on.length / STRIDE_SAMPLES));
  const picked = on.filter((_, i) => i % stride === 0).slice(0, STRIDE_SAMPLES);
  const first = picked[0];
  const text = [
    `# Offline answers to grade: ${SUBJECT_TITLES[subject]}`,
    '',
    first
      ? `${first.size}-sized activity, ${first.store} store; every ${stride}th on-material question.`
      : '',
    ...picked.flatMap((r) => [
      '',
      `## ${r.id} (${r.form}): ${r.question}`,
      '',
      `Gold: "${r.gold.join('" | "')}"`,
      '',
      `Gold in answer: ${r.goldInAnswer ? 'yes' : 'no'}; in the top 5 passages: ${r.top5 ? 'yes' : 'no'}; covered: ${r.covered ? 'yes' : 'no'}`,
      '',
      r.answer
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n'),
    ]),
    '',
  ].join('\n');
  writeFileSync(path, text);
}
