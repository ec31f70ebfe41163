import type { AuditActor } from '../services/audit/record.ts';

/** Who the audit trail names for a call: its signed-in caller and the client's address. */
export const auditActor = (ctx: { user: AuditActor['user']; ip: string }): AuditActor => ({
  user: ctx.user,
  ip: ctx.ip,
});
