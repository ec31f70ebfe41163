// The app under test (buildApp, as main.ts and the tests build it) in a process of its own,
// started by server-process.ts with --expose-gc: its heap is then the server's alone, not
// mixed with the thousands of client objects of the load generator. It answers stats
// requests over IPC; nothing here changes how the app handles requests.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import type { WebSocket } from 'ws';
import { buildApp } from '@teachchat/server/bench-api';
import { parseConfig } from '@teachchat/server/bench-api';
import type { EventBus } from '@teachchat/server/bench-api';
import type { ChildMessage, ChildRequest, LoadSample, ServerStats } from './server-ipc.ts';

const send = (message: ChildMessage) => process.send?.(message);

/**
 * Counts live bus subscriptions by topic. The memory bus keeps its EventEmitter private, so
 * this wraps `subscribe` on the bus object every part of the app calls through (the reply
 * writer subscribed at build time, before this, and is not counted).
 */
function countSubscriptions(bus: EventBus): Map<string, number> {
  const live = new Map<string, number>();
  const subscribe = bus.subscribe.bind(bus);
  bus.subscribe = (topic, handler) => {
    const kind = topic.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '*');
    live.set(kind, (live.get(kind) ?? 0) + 1);
    const stop = subscribe(topic, handler);
    let stopped = false;
    return () => {
      if (!stopped) live.set(kind, (live.get(kind) ?? 0) - 1);
      stopped = true;
      stop();
    };
  };
  return live;
}

/** Weak references to every websocket the app accepts, to find closed ones still held. */
function trackSockets(server: { on(event: 'connection', fn: (ws: WebSocket) => void): unknown }) {
  const sockets = new Set<WeakRef<WebSocket>>();
  server.on('connection', (ws) => sockets.add(new WeakRef(ws)));
  return () => {
    let closed = 0;
    for (const ref of sockets) {
      const ws = ref.deref();
      if (!ws) sockets.delete(ref);
      else if (ws.readyState === ws.CLOSED) closed++;
    }
    return closed;
  };
}

function tally(names: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

async function collectGarbage(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('server-child.ts needs --expose-gc');
  // Several times, with turns of the loop between: finalizers and weak callbacks of one
  // collection free more on the next.
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setImmediate(r));
  }
}

try {
  const env = JSON.parse(process.env.BENCH_APP_ENV ?? '{}') as Record<string, string>;
  const app = await buildApp(parseConfig(env));
  const listeners = countSubscriptions(app.bus);
  const closedStillReachable = trackSockets(app.fastify.websocketServer);
  await app.fastify.listen({ host: '127.0.0.1', port: Number(env.PORT) });
  const pool = (await app.db.orm.em.getConnection().getNativeClient()) as Pool;
  const poolMax = pool.options.max ?? 10;

  const stats = async (gc: boolean): Promise<ServerStats> => {
    if (gc) await collectGarbage();
    // Before reading memory: counting also drops the tracker's references to freed sockets.
    const closed = gc ? closedStillReachable() : -1;
    const memory = process.memoryUsage();
    const connections = await new Promise<number>((resolve) =>
      app.fastify.server.getConnections((_err, n) => resolve(n)),
    );
    return {
      heapUsed: memory.heapUsed,
      external: memory.external,
      rss: memory.rss,
      listeners: Object.fromEntries([...listeners].filter(([, n]) => n !== 0)),
      websockets: app.fastify.websocketServer.clients.size,
      closedStillReachable: closed,
      connections,
      resources: tally(process.getActiveResourcesInfo()),
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    };
  };

  // Pool use is sampled every 20 ms; the load request averages the samples since the last.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let poolSamples = { n: 0, busy: 0, waiting: 0 };
  setInterval(() => {
    poolSamples.n++;
    poolSamples.busy += pool.totalCount - pool.idleCount;
    if (pool.waitingCount > 0) poolSamples.waiting++;
  }, 20).unref();
  let last = {
    at: performance.now(),
    cpu: process.cpuUsage(),
    elu: performance.eventLoopUtilization(),
  };
  const load = (): LoadSample => {
    const now = {
      at: performance.now(),
      cpu: process.cpuUsage(),
      elu: performance.eventLoopUtilization(),
    };
    const cpu = process.cpuUsage(last.cpu);
    const seconds = (now.at - last.at) / 1000;
    const sample: LoadSample = {
      seconds,
      cpu: (cpu.user + cpu.system) / 1e6 / seconds,
      elu: performance.eventLoopUtilization(now.elu, last.elu).utilization,
      loopDelayP99: delay.percentile(99) / 1e6,
      poolBusy: poolSamples.busy / Math.max(1, poolSamples.n),
      poolMax,
      poolWaitingShare: poolSamples.waiting / Math.max(1, poolSamples.n),
      heapUsed: process.memoryUsage().heapUsed,
    };
    last = now;
    delay.reset();
    poolSamples = { n: 0, busy: 0, waiting: 0 };
    return sample;
  };

  process.on('message', (request: ChildRequest) => {
    const answer = async (): Promise<unknown> => {
      if (request.kind === 'stats') return stats(request.gc);
      if (request.kind === 'load') return load();
      await app.close();
      setImmediate(() => process.exit(0));
      return null;
    };
    answer().then(
      (result) => send({ id: request.id, result }),
      (err: unknown) => send({ id: request.id, result: { error: String(err) } }),
    );
  });
  // The benchmark died without closing us: stop too.
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
  send({ kind: 'ready', port: Number(env.PORT) });
} catch (err) {
  send({
    kind: 'failed',
    message: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  process.exit(1);
}
