import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction } from '@teachchat/shared';
import { AuditEntry } from '../../db/entities/audit-entry.ts';

/** Who did it: the signed-in caller as the transport resolved them, and from where. */
export interface AuditActor {
  user: { id: string; firstName: string; lastName: string; role: string } | null;
  ip: string | null;
}

/** The person an entry is about, and the thing it touched. */
export interface AuditEvent {
  action: AuditAction;
  subject?: { id: string; name: string } | null;
  resource?: { type: string; id: string; label: string } | null;
  details?: Record<string, unknown>;
}

const nameOf = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/**
 * Appends one entry at once (not at the caller's flush), in the caller's transaction when
 * there is one: an action that is rolled back leaves no entry, and an entry is never lost
 * to a later failure of the same call.
 */
export async function recordAudit(
  em: EntityManager,
  actor: AuditActor,
  event: AuditEvent,
): Promise<void> {
  await em.insert(AuditEntry, {
    id: randomUUID(),
    createdAt: new Date(),
    actorId: actor.user?.id ?? null,
    actorName: actor.user ? nameOf(actor.user) : 'TeachChat',
    actorRole: actor.user?.role ?? null,
    action: event.action,
    subjectId: event.subject?.id ?? null,
    subjectName: event.subject?.name.slice(0, 200) ?? null,
    resourceType: event.resource?.type ?? null,
    resourceId: event.resource?.id ?? null,
    resourceLabel: event.resource?.label.slice(0, 300) ?? null,
    details: event.details ?? {},
    ip: actor.ip?.slice(0, 64) ?? null,
  });
}

export const personName = nameOf;
