// A reply read from the provider's stream with streamModel (server/src/rag/answer/
// model-stream.ts, the model's doStream) against the AI SDK's streamText, in one run: CPU
// and time to the first piece per reply. The provider is the local test double of the OpenAI
// streaming API in a child process, so this process's CPU is the reading alone.
//   node scripts/bench/model-stream.ts [--words 14,140] [--replies 300] [--rounds 3]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { streamModel } from '@teachchat/server/bench-api';
import { startLlmDouble } from '../../server/test/support/llm-double.ts';
import { arg } from './lib/args.ts';
import { describeMachine } from './lib/machine.ts';
import { ms, percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

const SENTENCE = 'Binary search halves the list each time, so it needs about log2(n) steps [1]. ';

if (process.argv[2] === '--double') {
  const llm = await startLlmDouble();
  process.on('message', (words) => {
    llm.behave({ kind: 'reply', text: SENTENCE.repeat(Number(words) / 14) });
    process.send?.('ready');
  });
  process.send?.(llm.baseURL);
} else {
  const WORDS = arg('words', '14,140').split(',').map(Number);
  const REPLIES = Number(arg('replies', '300'));
  const ROUNDS = Number(arg('rounds', '3'));
  const double = fork(fileURLToPath(import.meta.url), ['--double']);
  const next = () => new Promise<string>((r) => double.once('message', (m) => r(String(m))));
  const model = createOpenAICompatible({ name: 'double', baseURL: await next() }).chatModel('m');
  const request = {
    system: 'Answer from the passages.',
    messages: [{ role: 'user' as const, content: 'What is binary search?' }],
    temperature: 0.3,
    maxOutputTokens: 500,
  };
  const readers = {
    'streamText (AI SDK)': async function* () {
      const result = streamText({
        model,
        ...request,
        maxRetries: 1,
        timeout: { totalMs: 60_000, chunkMs: 30_000 },
        onError: () => {},
      });
      for await (const part of result.fullStream) if (part.type === 'text-delta') yield part.text;
    },
    streamModel: () => streamModel({ model, ...request, totalMs: 60_000, chunkMs: 30_000 }),
  };
  const rows: string[][] = [];
  for (const words of WORDS) {
    double.send(words);
    await next();
    const results = new Map<string, { cpu: number[]; first: number[] }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, read] of Object.entries(readers)) {
        const seen = results.get(name) ?? { cpu: [], first: [] };
        results.set(name, seen);
        for (let i = 0; i < REPLIES / 5; i++) for await (const _ of read()); // warm-up
        const cpu = process.cpuUsage();
        for (let i = 0; i < REPLIES; i++) {
          const started = performance.now();
          let first = true;
          for await (const _ of read()) {
            if (first) seen.first.push(performance.now() - started);
            first = false;
          }
        }
        const used = process.cpuUsage(cpu);
        seen.cpu.push((used.user + used.system) / 1000 / REPLIES);
      }
    }
    const reference = percentile(results.get('streamText (AI SDK)')?.cpu ?? [], 0.5);
    for (const [name, r] of results) {
      const cpu = percentile(r.cpu, 0.5);
      rows.push([
        String(words),
        name,
        ms(cpu),
        (cpu / reference).toFixed(2),
        ms(percentile(r.first, 0.5)),
        ms(percentile(r.first, 0.95)),
      ]);
    }
  }
  double.kill();
  console.log(describeMachine());
  console.log(
    `\n${REPLIES} replies a round, ${ROUNDS} rounds alternating, medians of the rounds:\n`,
  );
  console.log(
    markdownTable(
      ['reply words', 'reader', 'CPU ms / reply', 'ratio', 'first piece p50 ms', 'p95'],
      rows,
    ),
  );
}
