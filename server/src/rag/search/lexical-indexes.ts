import type { Orm } from '../../db/orm.ts';
import { type LexicalIndex, readLexicalIndex } from './lexical-index.ts';

interface Slot {
  stamp: string;
  /** Settles when the build ends: the index, or undefined (failed, too large, dropped). */
  built: Promise<LexicalIndex | undefined>;
  index?: LexicalIndex;
}

/**
 * This node's in-memory lexical indexes (lexical-index.ts), one per recently asked
 * activity, under the material's stamp: every question reads the stamp with the
 * activity's row and a new one means new material, so an index is never used for
 * material it was not built from, and no bus event is needed to drop one (a stale index
 * is dropped at the next question, and rebuilt).
 *
 * An index is built in the background, one at a time per node, and questions asked
 * meanwhile take the SQL path: no student waits for a build. The indexes held stay within
 * `budgetBytes`, the least recently asked dropped first; an activity whose index alone
 * exceeds it stays on the SQL path (a budget of 0 keeps every activity there). A failed build is logged and tried again at the next
 * question.
 */
export function createLexicalIndexes(opts: {
  budgetBytes: number;
  log?: (msg: string, err?: unknown) => void;
}) {
  const slots = new Map<string, Slot>();
  let used = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function drop(activityId: string) {
    used -= slots.get(activityId)?.index?.bytes ?? 0;
    slots.delete(activityId);
  }

  function keep(activityId: string, slot: Slot, index: LexicalIndex): LexicalIndex | undefined {
    if (slots.get(activityId) !== slot || index.bytes > opts.budgetBytes) return undefined;
    slot.index = index;
    used += index.bytes;
    // The map's order is the order of last use.
    for (const [id, other] of slots) {
      if (used <= opts.budgetBytes) break;
      if (other.index && other !== slot) drop(id);
    }
    return index;
  }

  function slotFor(orm: Orm, activityId: string, stamp: string): Slot {
    const found = slots.get(activityId);
    if (found?.stamp === stamp) {
      slots.delete(activityId);
      slots.set(activityId, found);
      return found;
    }
    drop(activityId);
    const slot: Slot = { stamp, built: Promise.resolve(undefined) };
    slot.built = queue.then(async () => {
      // Dropped or replaced while it waited for its turn: nothing to build.
      if (slots.get(activityId) !== slot) return undefined;
      try {
        return keep(activityId, slot, await readLexicalIndex(orm, activityId));
      } catch (err) {
        opts.log?.('building the lexical index failed; searching in SQL meanwhile', err);
        if (slots.get(activityId) === slot) slots.delete(activityId);
        return undefined;
      }
    });
    queue = slot.built;
    slots.set(activityId, slot);
    return slot;
  }

  return {
    /** The activity's index when it is built; otherwise undefined, and it is being built. */
    get(orm: Orm, activityId: string, stamp: string): LexicalIndex | undefined {
      if (opts.budgetBytes <= 0) return undefined;
      return slotFor(orm, activityId, stamp).index;
    },
    /** The index once built (undefined if it failed or exceeds the budget): for benchmarks
     * and tests, which wait for it. */
    ready(orm: Orm, activityId: string, stamp: string): Promise<LexicalIndex | undefined> {
      if (opts.budgetBytes <= 0) return Promise.resolve(undefined);
      return slotFor(orm, activityId, stamp).built;
    },
    /** The activities whose index is in memory, least recently asked first. */
    held(): string[] {
      return [...slots].flatMap(([id, slot]) => (slot.index ? [id] : []));
    },
  };
}
export type LexicalIndexes = ReturnType<typeof createLexicalIndexes>;
