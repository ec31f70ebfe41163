// A chat turn's events written for the wire two ways in one process, alternating rounds:
// superjson's serialize (as tRPC wrote answers before) and the app's serialize
// (server/src/serialize.ts, the same payload). Time per event, medians of the rounds.
//   node scripts/bench/serialize.ts [--events 20000] [--rounds 7]
import { randomUUID } from 'node:crypto';
import { questionView } from '@teachchat/shared';
import superjson from 'superjson';
import { replyView } from '../../server/src/chat/save-reply.ts';
import { serialize } from '../../server/src/serialize.ts';
import { arg } from './lib/args.ts';
import { describeMachine } from './lib/machine.ts';
import { percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

const EVENTS = Number(arg('events', '20000'));
const ROUNDS = Number(arg('rounds', '7'));

const passage = 'Binary search compares the target with the middle element of a sorted list. '
  .repeat(8)
  .trim();
const replyId = randomUUID();
const reply = replyView({
  id: replyId,
  conversation: randomUUID(),
  sender: 'assistant',
  content: 'Binary search halves the list each time, so it needs about log2(n) steps [1]. '.repeat(
    6,
  ),
  citations: [1, 2, 3].map((index) => ({
    index,
    fileId: randomUUID(),
    fileName: 'algorithms.pdf',
    page: index * 4,
    text: passage,
  })),
  offline: false,
  covered: true,
  unverifiedQuotes: [],
  withheld: false,
  status: 'complete',
  error: null,
  timings: { firstTokenMs: 12, totalMs: 40 },
  createdAt: new Date(),
});
// A turn's live events, and the send's answer.
const events = {
  'the question': {
    type: 'message',
    message: questionView({
      id: randomUUID(),
      content: 'What is binary search?',
      createdAt: new Date(),
    }),
  },
  typing: { type: 'typing', replyId, offline: false },
  'a delta': { type: 'delta', replyId, offset: 0, text: 'Binary search halves ' },
  'the saved reply': { type: 'message', message: reply },
};
const writers = { superjson: (v: unknown) => superjson.serialize(v), serialize };

console.log(describeMachine());
console.log(`\n${EVENTS} events a round, ${ROUNDS} rounds, medians:\n`);
const rows: string[][] = [];
for (const [name, event] of Object.entries(events)) {
  const times = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [writer, write] of Object.entries(writers)) {
      const started = process.cpuUsage();
      for (let i = 0; i < EVENTS; i++) write(event);
      const used = process.cpuUsage(started);
      const list = times.get(writer) ?? [];
      list.push((used.user + used.system) / EVENTS);
      times.set(writer, list);
    }
  }
  const base = percentile(times.get('superjson') ?? [], 0.5);
  for (const [writer, list] of times) {
    const median = percentile(list, 0.5);
    rows.push([name, writer, median.toFixed(2), (median / base).toFixed(2)]);
  }
}
console.log(markdownTable(['event', 'writer', 'µs CPU / event', 'ratio'], rows));
