// The tables of nodes.ts.
import type { CpuSample } from './cpu.ts';
import type { PhaseResult } from './node-phase.ts';
import { CONNECTION_KINDS, type ConnectionCounts } from './pg-observe.ts';
import type { LoadSample } from './server-ipc.ts';
import { ms, percentile } from './stats.ts';
import { markdownTable } from './table.ts';
import { failureList } from './turn-activity.ts';

export interface RestResult {
  nodes: string[];
  /** Connections at the end of the rest, and the most seen during it. */
  now: ConnectionCounts;
  most: ConnectionCounts;
  calls: { all: number; pgBoss: number; pgBossTop: { query: string; calls: number }[] };
  seconds: number;
  loads: LoadSample[];
  cpu: CpuSample;
}

type Phase = { label: string; round: number; nodes: string[]; result: PhaseResult };

const pct = (cores: number) => `${(cores * 100).toFixed(0)}%`;
const rate = (r: PhaseResult) => r.turns / r.wall;
const median = (values: number[]) => percentile(values, 0.5);

function connectionCell(counts: ConnectionCounts, node: string): string {
  const kinds = counts.byNode.get(node)?.kinds;
  const parts = CONNECTION_KINDS.filter((k) => kinds?.get(k)).map((k) => `${kinds?.get(k)} ${k}`);
  const sum = [...(kinds?.values() ?? [])].reduce((x, y) => x + y, 0);
  return `${node}: ${sum} (${parts.join(', ')})`;
}

export function printNodeReport(header: string[], rests: RestResult[], phases: Phase[]): void {
  console.log(`${header.join('\n\n')}\n`);
  console.log('At rest:\n');
  console.log(
    markdownTable(
      [
        'nodes',
        'connections after the rest',
        'most during the rest',
        'statements/s a node',
        'of them pg-boss',
        'app CPU',
        'PostgreSQL CPU',
      ],
      rests.map((r) => [
        String(r.nodes.length),
        r.nodes.map((n) => connectionCell(r.now, n)).join('; '),
        r.nodes.map((n) => connectionCell(r.most, n)).join('; '),
        (r.calls.all / r.seconds / r.nodes.length).toFixed(2),
        (r.calls.pgBoss / r.seconds / r.nodes.length).toFixed(2),
        r.loads.map((l) => pct(l.cpu)).join(' + '),
        pct(r.cpu.postgres),
      ]),
    ),
  );

  const [first] = rests;
  if (first) {
    console.log(`\npg-boss's most frequent statements at rest, ${first.nodes.length} node:\n`);
    console.log(
      markdownTable(
        ['calls/s', 'statement'],
        first.calls.pgBossTop.map((q) => [(q.calls / first.seconds).toFixed(2), q.query]),
      ),
    );
  }
  console.log('\nSaturation, phase by phase:\n');
  console.log(
    markdownTable(
      [
        'round',
        'phase',
        'turns/s',
        'first delta p50',
        'p95',
        'app CPU per node',
        'app CPU ms / turn',
        'PostgreSQL CPU',
        'PostgreSQL CPU ms / turn',
        'machine CPU',
        'ORM pool busy',
        'waiting for a connection',
        'NOTIFY statements / turn',
        'sent / questions saved / replies saved',
        'failed turns',
      ],
      phases.map(({ label, round, result: r }) => {
        const appCpu = r.loads.reduce((sum, l) => sum + l.cpu * l.seconds, 0);
        return [
          String(round),
          label,
          rate(r).toFixed(1),
          ms(percentile(r.first, 0.5)),
          ms(percentile(r.first, 0.95)),
          r.loads.map((l) => pct(l.cpu)).join(' + '),
          ms((appCpu * 1000) / r.turns),
          pct(r.machine.postgres),
          ms((r.machine.postgres * r.wall * 1000) / r.turns),
          `${pct(r.machine.machine)} of ${r.machine.cores * 100}%`,
          r.loads.map((l) => `${l.poolBusy.toFixed(1)} / ${l.poolMax}`).join(' + '),
          r.loads.map((l) => pct(l.poolWaitingShare)).join(' + '),
          (r.notifyStatements / r.turns).toFixed(2),
          `${r.sent} / ${r.savedQuestions} / ${r.savedReplies}`,
          failureList(r.failures),
        ];
      }),
    ),
  );

  // Each round's two-node phases against the one-node phases before and after them.
  const ones = phases.filter((p) => p.label === 'one node');
  const ratios = (label: string) =>
    phases
      .filter((p) => p.label === label)
      .map((p) => {
        const around = ones.filter((o) => o.round === p.round || o.round === p.round + 1);
        return rate(p.result) / (around.reduce((s, o) => s + rate(o.result), 0) / around.length);
      });
  const row = (label: string) => {
    const r = ratios(label);
    return [
      label,
      r.map((x) => x.toFixed(2)).join(', '),
      median(r).toFixed(2),
      `${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)}`,
    ];
  };
  console.log('\nTurns/s against the one-node phases on either side, round by round:\n');
  console.log(
    markdownTable(
      ['phase', 'by round', 'median', 'range'],
      [row('two nodes, crossed'), row('two nodes, sticky')],
    ),
  );
  const memory = phases.find((p) => p.label === 'one node, memory bus');
  const last = ones.at(-1);
  if (memory && last) {
    console.log(
      `\nOne node on the memory bus against the one-node phase just before it: ` +
        `${(rate(memory.result) / rate(last.result)).toFixed(2)}.`,
    );
  }

  const byLabel = new Map<string, Phase[]>();
  for (const p of phases) byLabel.set(p.label, [...(byLabel.get(p.label) ?? []), p]);
  console.log(
    '\nPeak connections under load (every 0.5 s), and the bus channel as a listener hears it:\n',
  );
  console.log(
    markdownTable(
      [
        'phase',
        'connections per node (the most of any round)',
        'NOTIFY queue, most',
        'NOTIFYs / turn',
        'bytes / NOTIFY',
        'by topic, a turn',
      ],
      [...byLabel].map(([label, list]) => {
        const turns = list.reduce((s, p) => s + p.result.turns, 0);
        const notifies = list.reduce((s, p) => s + p.result.bus.notifies, 0);
        const bytes = list.reduce((s, p) => s + p.result.bus.bytes, 0);
        const kinds = new Map<string, number>();
        for (const p of list) {
          for (const [k, n] of p.result.bus.byKind) kinds.set(k, (kinds.get(k) ?? 0) + n);
        }
        const worst = list.reduce((x, y) =>
          y.result.connections.total > x.result.connections.total ? y : x,
        );
        return [
          label,
          worst.nodes.map((n) => connectionCell(worst.result.connections, n)).join('; '),
          `${(Math.max(...list.map((p) => p.result.connections.notifyQueue)) * 100).toFixed(4)}%`,
          (notifies / turns).toFixed(2),
          (bytes / Math.max(1, notifies)).toFixed(0),
          [...kinds]
            .sort((x, y) => y[1] - x[1])
            .map(([k, n]) => `${(n / turns).toFixed(2)} ${k}`)
            .join(', '),
        ];
      }),
    ),
  );
  const sent = phases.reduce((s, p) => s + p.result.sent, 0);
  const questions = phases.reduce((s, p) => s + p.result.savedQuestions, 0);
  const replies = phases.reduce((s, p) => s + p.result.savedReplies, 0);
  console.log(`\nMessages: ${sent} sent; saved ${questions} questions and ${replies} replies.`);
  if (questions !== sent || replies !== sent) {
    console.log('**Saved messages do not match those sent.**');
  }
}
