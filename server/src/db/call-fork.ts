import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from './orm.ts';

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
 * call first uses it: forking is about a tenth of the cheapest request's time, and that
 * request (`me.get` with a caller and preferences this node remembers) uses none
 * (docs/benchmarks.md). `em` stands for the fork: every property and method is the
 * fork's own, bound to it, so MikroORM only ever sees the real fork.
 */
export function withCallFork<T>(orm: Orm, next: (em: EntityManager) => T): T {
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
