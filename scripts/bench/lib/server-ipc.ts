/** What the benchmark asks the app's process (server-child.ts) over IPC, and its answers. */
export type Command = { kind: 'stats'; gc: boolean } | { kind: 'load' } | { kind: 'close' };
export type ChildRequest = Command & { id: number };

/** The app's resources at one moment, after full garbage collections when asked. */
export interface ServerStats {
  heapUsed: number;
  /** Memory outside the V8 heap held by JS objects (socket buffers, Buffers). */
  external: number;
  rss: number;
  /** Live bus subscriptions by topic, ids replaced by `*` ("chat:*", "auth:revoked"). */
  listeners: Record<string, number>;
  websockets: number;
  /** Closed websockets still reachable from somewhere (after collections): each one leaked. */
  closedStillReachable: number;
  /** TCP connections open on the app's HTTP server (websockets included). */
  connections: number;
  /** Timers, sockets and other handles keeping the event loop alive, by type. */
  resources: Record<string, number>;
  pool: { total: number; idle: number; waiting: number };
}

/** The app's load since the previous `load` request. */
export interface LoadSample {
  seconds: number;
  /** CPU time over wall time: 1 = one core busy all the time. */
  cpu: number;
  /** Event loop utilisation, 0..1: the share of time the JS thread was not idle. */
  elu: number;
  /** Event loop delay p99 in ms (how late a timer fires). */
  loopDelayP99: number;
  /** Database pool: mean connections in use (of `poolMax`), and share of samples with queries
   *  waiting for a free connection. */
  poolBusy: number;
  poolMax: number;
  poolWaitingShare: number;
  heapUsed: number;
}

export type ChildMessage =
  | { kind: 'ready'; port: number }
  | { kind: 'failed'; message: string }
  | { id: number; result: unknown };
