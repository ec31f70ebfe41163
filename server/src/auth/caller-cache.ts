import type { EventBus } from '../events/bus.ts';
import { type Revocation, topics } from '../events/topics.ts';

/** What the cache keeps per credential: who it is and which sign-in it belongs to. */
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
 * Who a credential (session cookie or API token) belongs to, remembered on this node for
 * a few seconds so the cheapest request costs no database round trip to know its caller.
 * An entry goes at once when any node announces its end (sign-out, revoked token, deleted
 * user, changed role, profile or preferences); while this node cannot hear other nodes it neither
 * answers nor keeps anything, and when it hears them again it forgets everything (what it
 * missed may have ended a sign-in). Changes made outside the app show within `ttlMs`.
 */
export class CallerCache<T extends CachedCaller> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly stops: (() => void)[];
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
   * Called before reading from the database what is to be kept for `key`; the function it
   * returns keeps it until `expiresAt` (the sign-in's own end) or the TTL. A change
   * announced while the read was on its way may be missing from what it read, so after any
   * forget in between it keeps nothing.
   */
  keeper(key: string): (value: T, expiresAt?: number) => void {
    const forgets = this.forgets;
    return (value, expiresAt = Infinity) => {
      if (this.ttlMs <= 0 || !this.bus.connected() || forgets !== this.forgets) return;
      // Full: the oldest entry goes (a Map iterates in insertion order).
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { value, until: Math.min(expiresAt, Date.now() + this.ttlMs) });
    };
  }

  forget(revocation: Revocation): void {
    this.forgets++;
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
    this.entries.clear();
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.clear();
  }
}

/**
 * What a user's own screens show of them changed (names, picture, department, preferences):
 * every node forgets what it remembered of them.
 */
export function announceCallerChange(bus: EventBus, userId: string): Promise<void> {
  return bus.publish(topics.callerChanges, { userId });
}
