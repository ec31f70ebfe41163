import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

const calls = new AsyncLocalStorage<() => EntityManager>();

/**
 * The fork of the call running now (`withCallFork`), made if it was not yet: MikroORM asks
 * for it (ormOptions' `context`) whenever the global EntityManager is used, as it would
 * ask RequestContext.
 */
export function currentCallFork(): EntityManager | undefined {
  return calls.getStore()?.();
}

/**
 * Runs one call (a tRPC procedure) with an EntityManager fork of its own, made when the
 * call first uses it. `em` stands for the fork: every property and method is the fork's
 * own, bound to it, so MikroORM only ever sees the real fork.
 *
 * Kept instead of MikroORM's RequestContext.create, which forks every call up front: the
 * cheapest request (`me.get` with a caller and preferences this node remembers) uses no
 * fork, and forked on first use it took 21-35% less of the app's CPU a request in each of
 * three interleaved cycles of request.ts (docs/architecture.md, "Libraries first").
 */
export function withCallFork<T>(orm: MikroORM, next: (em: EntityManager) => T): T {
  let fork: EntityManager | undefined;
  // Made outside the call's context: making a fork asks MikroORM for the context's.
  const real = () =>
    (fork ??= calls.exit(() => orm.em.fork({ useContext: true }) as EntityManager));
  const em = new Proxy({} as EntityManager, {
    get(_, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
  return calls.run(real, () => next(em));
}
