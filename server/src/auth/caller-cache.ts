import type { EventBus } from '../events/bus.ts';
import { type Revocation, topics } from '../events/topics.ts';

/** What the cache keeps: whose it is and, for a credential, which sign-in it belongs to. */
export interface CachedCaller {
  user: { id: string };
  sessionId?: string;
  tokenId?: string;
}

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * Who a credential (session cookie or API token) belongs to, or what a user's own screens
 * show of them (preferences), remembered on this node for a few seconds so the cheapest
 * request costs no database round trip. An entry goes at once when any node announces its
 * end (sign-out, revoked token, deleted user, changed role, profile or preferences); while
 * this node cannot hear other nodes it neither answers nor keeps anything, and when it
 * hears them again it forgets everything (what it missed may have ended a sign-in).
 * Changes made outside the app show within `ttlMs`.
 */
export class CallerCache<T extends CachedCaller> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly stops: (() => void)[];
  private readonly reads = new Map<string, Promise<T | null>>();
  /** Counts forgets, so a value read before one is not kept after it. */
  private forgets = 0;

  private readonly bus: EventBus;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(bus: EventBus, ttlMs: number, maxEntries = 50_000) {
    this.bus = bus;
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.stops = [
      bus.subscribe(topics.revocations, (revocation) => this.forget(revocation)),
      bus.subscribe(topics.callerChanges, ({ userId }) => this.forget({ userId })),
      bus.subscribe(topics.busResumed, () => this.clear()),
    ];
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now() || !this.bus.connected()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * `key`'s value read from the database (`read`) once for every caller asking while the
   * read is on its way: when an entry runs out, the requests in flight for the same
   * credential (a page's parallel calls, a script's connections) make one query, not one
   * each. The value is kept until `expiresAt` (the sign-in's own end) or the TTL. A change
   * announced while a read is on its way may be missing from what it reads, so then it is
   * not kept, and whoever asks after the change reads again.
   */
  readOnce(
    key: string,
    read: () => Promise<{ value: T; expiresAt?: number } | null>,
  ): Promise<T | null> {
    if (this.ttlMs <= 0 || !this.bus.connected()) {
      return read().then((found) => found?.value ?? null);
    }
    const pending = this.reads.get(key);
    if (pending) return pending;
    const forgets = this.forgets;
    const reading = read()
      .then((found) => {
        if (found && forgets === this.forgets) this.keep(key, found.value, found.expiresAt);
        return found?.value ?? null;
      })
      .finally(() => {
        if (this.reads.get(key) === reading) this.reads.delete(key);
      });
    this.reads.set(key, reading);
    return reading;
  }

  private keep(key: string, value: T, expiresAt = Infinity): void {
    if (!this.bus.connected()) return;
    // Full: the oldest entry goes (a Map iterates in insertion order).
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: Math.min(expiresAt, Date.now() + this.ttlMs) });
  }

  forget(revocation: Revocation): void {
    this.forgets++;
    this.reads.clear();
    for (const [key, { value }] of this.entries) {
      if (
        (revocation.userId && revocation.userId === value.user.id) ||
        (revocation.sessionId && revocation.sessionId === value.sessionId) ||
        (revocation.tokenId && revocation.tokenId === value.tokenId)
      ) {
        this.entries.delete(key);
      }
    }
  }

  private clear(): void {
    this.forgets++;
    this.reads.clear();
    this.entries.clear();
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.clear();
  }
}
