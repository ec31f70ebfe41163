import { defineEntity, p } from '@mikro-orm/core';
import { AUDIT_ACTION_CODES } from '@teachchat/shared';
import { createdAtColumn, idColumn } from './columns.ts';

/**
 * One line of the audit trail. Append-only: a trigger (Migration20261128170000) refuses
 * UPDATE, DELETE and TRUNCATE unless the transaction set `teachchat.audit_maintenance`
 * (services/audit/maintenance.ts: retention and erasure only). People are kept by id and
 * by the name they had, without foreign keys, so an entry outlives whom it names.
 */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  indexes: [{ properties: ['action', 'createdAt'] }],
  properties: {
    id: idColumn(),
    createdAt: createdAtColumn().index(),
    actorId: p.uuid().nullable().index(),
    actorName: p.string().length(200),
    actorRole: p.string().length(20).nullable(),
    action: p.enum(AUDIT_ACTION_CODES),
    subjectId: p.uuid().nullable().index(),
    subjectName: p.string().length(200).nullable(),
    resourceType: p.string().length(40).nullable(),
    resourceId: p.string().length(100).nullable(),
    resourceLabel: p.string().length(300).nullable(),
    details: p.json<Record<string, unknown>>().defaultRaw(`'{}'`),
    ip: p.string().length(64).nullable(),
  },
});
export type IAuditEntry = InstanceType<typeof AuditEntry.class>;
