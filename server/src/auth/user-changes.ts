import {
  ChangeSetType,
  type EntityManager,
  type EventArgs,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
  type UnitOfWork,
} from '@mikro-orm/core';
import type { IPreference } from '../db/entities/preference.ts';
import { Preference } from '../db/entities/preference.ts';
import { type IUser, User } from '../db/entities/user.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';
import { announceRevocation } from './revocation.ts';

/** Users whose row (or preferences) changed, and those deleted or given another role. */
interface Changes {
  changed: Set<string>;
  revoked: Set<string>;
}

type Transaction = NonNullable<TransactionEventArgs['transaction']>;

function userOf(entity: unknown): { id: string; preference: boolean } | undefined {
  if (entity instanceof User.class) return { id: (entity as IUser).id, preference: false };
  if (entity instanceof Preference.class) {
    return { id: (entity as IPreference).user.id, preference: true };
  }
  return undefined;
}

function changesOf(uow: UnitOfWork): Changes | undefined {
  const changes: Changes = { changed: new Set(), revoked: new Set() };
  for (const cs of uow.getChangeSets()) {
    const user = userOf(cs.entity);
    // A new user is in no node's memory yet.
    if (!user || (cs.type === ChangeSetType.CREATE && !user.preference)) continue;
    const ends =
      !user.preference &&
      (cs.type === ChangeSetType.DELETE || (cs.payload && 'role' in cs.payload));
    (ends ? changes.revoked : changes.changed).add(user.id);
  }
  return changes.changed.size + changes.revoked.size > 0 ? changes : undefined;
}

function merge(into: Changes | undefined, from: Changes): Changes {
  if (!into) return from;
  for (const id of from.changed) into.changed.add(id);
  for (const id of from.revoked) into.revoked.add(id);
  return into;
}

/**
 * Every change of a user's row or preferences saved through the ORM (a flush or an upsert)
 * is announced to every node's caller cache once it is committed, and heard by them all
 * before the flush, upsert or transaction returns: no mutation has to remember to do it,
 * and none answers while a node still shows the old row. A deleted user or a changed role
 * is announced as a revocation, which also closes their websockets. Changes inside a
 * transaction wait for its commit (a savepoint's for its enclosing transaction's) and go
 * with a rollback. Rows changed without the ORM's entities (nativeUpdate, raw SQL) are not
 * seen: users are changed through the entity.
 */
export class UserChangeAnnouncer implements EventSubscriber {
  private readonly bus: EventBus;
  private readonly flushing = new WeakMap<UnitOfWork, Changes>();
  private readonly pending = new WeakMap<Transaction, Changes>();
  private readonly enclosing = new WeakMap<Transaction, Transaction>();
  private readonly opening = new WeakMap<EntityManager, Transaction>();

  constructor(bus: EventBus) {
    this.bus = bus;
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    const changes = changesOf(uow);
    if (!changes) return;
    const transaction = em.getTransactionContext<Transaction>();
    if (transaction) this.pending.set(transaction, merge(this.pending.get(transaction), changes));
    // The flush makes its own transaction, committed by afterFlush.
    else this.flushing.set(uow, changes);
  }

  async afterFlush({ uow }: FlushEventArgs): Promise<void> {
    const changes = this.flushing.get(uow);
    this.flushing.delete(uow);
    if (changes) await this.announce(changes);
  }

  async afterUpsert({ entity, em }: EventArgs<unknown>): Promise<void> {
    const user = userOf(entity);
    if (!user) return;
    const changes: Changes = { changed: new Set([user.id]), revoked: new Set() };
    const transaction = em.getTransactionContext<Transaction>();
    if (transaction) this.pending.set(transaction, merge(this.pending.get(transaction), changes));
    else await this.announce(changes);
  }

  beforeTransactionStart({ em, transaction }: TransactionEventArgs): void {
    // Set when a savepoint opens inside `transaction`.
    if (transaction) this.opening.set(em, transaction);
  }

  afterTransactionStart({ em, transaction }: TransactionEventArgs): void {
    const outer = this.opening.get(em);
    this.opening.delete(em);
    if (transaction?.savepointName && outer) this.enclosing.set(transaction, outer);
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    if (!transaction) return;
    const changes = this.pending.get(transaction);
    this.pending.delete(transaction);
    if (!changes) return;
    const outer = this.enclosing.get(transaction);
    if (outer) this.pending.set(outer, merge(this.pending.get(outer), changes));
    else await this.announce(changes);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.pending.delete(transaction);
  }

  private async announce({ changed, revoked }: Changes): Promise<void> {
    await Promise.all([
      ...[...revoked].map((userId) => announceRevocation(this.bus, { userId })),
      ...[...changed]
        .filter((userId) => !revoked.has(userId))
        .map((userId) => this.bus.announce(topics.callerChanges, { userId })),
    ]);
  }
}
