// Insights benchmark: one activity of 200 students × 50 messages (25 questions and their
// cited replies each, some liked, disliked or not covered), then the activity insights
// page's procedures timed over HTTP against the real app in its own process: the page's
// five calls together (one batched request, as the browser sends them), and each alone.
//   node scripts/bench/insights.ts [--students 200] [--messages 50] [--runs 20]
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@teachchat/server/bench-api';
import { startBenchApp } from './lib/bench-app.ts';
import { seedClassHistory } from './lib/class-history.ts';
import { describeMachine } from './lib/machine.ts';
import { addStudents, readyActivity, signIn } from './lib/population.ts';
import { ms, percentile, seconds, timed } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';
import { arg } from './lib/args.ts';

const STUDENTS = Number(arg('students', '200'));
const MESSAGES = Number(arg('messages', '50'));
const RUNS = Number(arg('runs', '20'));
const WARM_UP = 3;
const TARGET_MS = 1000;

console.log(`# Activity insights benchmark\n\n${describeMachine()}\n`);
const app = await startBenchApp();
try {
  const { activityId } = await readyActivity(app.orm, 'CS101');
  const students = await addStudents(app.orm, { courseCode: 'CS101', count: STUDENTS });
  const seeding = await timed(() =>
    seedClassHistory(app.orm, {
      activityId,
      studentIds: students.map((s) => s.id),
      turns: MESSAGES / 2,
    }),
  );
  const seeded = seeding.value;
  console.error(`  seeded ${seeded.messages} messages in ${seconds(seeding.ms)}`);

  const teacher = await signIn(app.orm, 'maria.okafor@example.edu');
  const headers = { cookie: teacher.cookie, origin: app.url };
  const url = `${app.url}/trpc`;
  const batched = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url, transformer: superjson, headers })],
  });
  const single = createTRPCClient<AppRouter>({
    links: [httpLink({ url, transformer: superjson, headers })],
  });
  const input = { activityId };
  const overviewInput = { activityId, utcOffsetMinutes: 60 };
  const page = (client: typeof batched) =>
    Promise.all([
      client.teacher.insights.overview.query(overviewInput),
      client.teacher.insights.topics.query(input),
      client.teacher.insights.gaps.query(input),
      client.teacher.insights.materialUse.query(input),
      client.teacher.insights.feedback.query(input),
    ]);
  const procedures: [string, () => Promise<unknown>][] = [
    ['the page: all five, batched', () => page(batched)],
    ['overview', () => single.teacher.insights.overview.query(overviewInput)],
    ['topics', () => single.teacher.insights.topics.query(input)],
    ['gaps', () => single.teacher.insights.gaps.query(input)],
    ['materialUse', () => single.teacher.insights.materialUse.query(input)],
    ['feedback', () => single.teacher.insights.feedback.query(input)],
  ];

  const [overview, topics] = await page(batched);
  if (overview.totals.questions !== seeded.questions) {
    throw new Error(`the overview counts ${overview.totals.questions} questions`);
  }
  const rows: string[][] = [];
  for (const [name, call] of procedures) {
    for (let i = 0; i < WARM_UP; i++) await call();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push((await timed(call)).ms);
    rows.push([
      name,
      ms(percentile(samples, 0.5)),
      ms(percentile(samples, 0.95)),
      ms(Math.max(...samples)),
    ]);
  }
  console.log(markdownTable(['Procedure', 'p50 (ms)', 'p95 (ms)', 'max (ms)'], rows));
  const pageP95 = Number(rows[0]?.[2]);
  console.log(
    `\n${STUDENTS} students × ${MESSAGES} messages: ${seeded.questions} questions, ` +
      `${overview.totals.notCovered} not covered, ${overview.totals.liked} liked, ` +
      `${overview.totals.disliked} disliked, ${seeded.submitted} submitted; ` +
      `${topics.topics.length} topics. ${RUNS} sequential calls after ${WARM_UP} warm-ups. ` +
      `Target: the page under ${TARGET_MS} ms (p95 ${pageP95 < TARGET_MS ? 'met' : 'missed'}).`,
  );
} finally {
  await app.close();
}
