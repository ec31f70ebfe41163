import type pg from 'pg';
import { isDatabaseUnavailable } from '../unavailable.ts';

// Each node's listening connection is named this and the node's id, so an announcing node
// can list the nodes to wait for (pg_stat_activity).
const LISTENER_NAME = 'teachchat-bus ';

export const listenerName = (node: string) => `${LISTENER_NAME}${node}`;

/** The other nodes listening on this database now (none when it cannot be reached). */
export async function otherListeners(pool: pg.Pool, node: string): Promise<string[]> {
  try {
    const { rows } = await pool.query<{ node: string }>(
      `select substr(application_name, length($1) + 1) as node from pg_stat_activity
        where datname = current_database() and starts_with(application_name, $1)
          and application_name <> $2`,
      [LISTENER_NAME, listenerName(node)],
    );
    return rows.map((r) => r.node);
  } catch (err) {
    if (isDatabaseUnavailable(err)) return [];
    throw err;
  }
}

/**
 * The announcements this node is waiting on, each with the nodes that have yet to say they
 * delivered it. A node that has not answered within `timeoutMs` is not waited for longer:
 * its connection to PostgreSQL is gone (then it answers nothing from memory) or its process
 * is stalled.
 */
export function heardWaiters(timeoutMs: number) {
  const waiting = new Map<string, { nodes: Set<string>; done(): void }>();
  return {
    /** Resolves once every node of `nodes` has called `heard(id, node)`, or on timeout. */
    wait(id: string, nodes: readonly string[]): Promise<void> {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        waiting.set(id, { nodes: new Set(nodes), done });
      });
    },
    heard(id: string, node: string): void {
      const entry = waiting.get(id);
      if (!entry) return;
      entry.nodes.delete(node);
      if (entry.nodes.size === 0) entry.done();
    },
    /** Stops waiting for `id` (it could not be sent). */
    cancel(id: string): void {
      waiting.get(id)?.done();
    },
  };
}
