import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options, RequestContext } from '@mikro-orm/postgresql';
import { currentCallFork } from './call-fork.ts';
import * as entities from './entities/index.ts';
import { migrations } from './migrations/index.ts';

export type Orm = MikroORM;

export function ormOptions(clientUrl: string): Options {
  return {
    clientUrl,
    entities: Object.values(entities),
    extensions: [Migrator],
    migrations: {
      // Listed explicitly so the same code runs from src (Node's type stripping) and dist.
      migrationsList: migrations,
      path: 'src/db/migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // Idle connections are kept for minutes, not pg-pool's 10 s: a class asks in bursts with
    // pauses between, and a connection opened for a student's send (a new backend and its
    // password exchange) put a class's first-delta p95 at 383 ms against 41 ms with them
    // kept (docs/benchmarks.md, turn.ts). Ten at most either way.
    pool: { min: 0, max: 10, idleTimeoutMillis: 5 * 60_000 },
    // An unreachable database fails a request (503) instead of holding it for minutes; this
    // also bounds the wait for a free connection when all ten are busy.
    driverOptions: { connectionTimeoutMillis: 10_000 },
    // Dates are written and read as UTC whatever the machine's time zone, so two nodes in
    // different zones (or a laptop and the server) store and show the same instant.
    forceUtcTimezone: true,
    ensureDatabase: false,
    allowGlobalContext: false,
    // Inside a tRPC call the global EntityManager means the call's own fork (call-fork.ts).
    context: (name) => currentCallFork() ?? RequestContext.getEntityManager(name),
  };
}

export async function openOrm(clientUrl: string): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl));
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
