import type { EntityManager } from '@mikro-orm/postgresql';
import { type AuditActor, personName, recordAudit } from './record.ts';

/** A teacher or admin read a student's transcript of one activity. */
export function auditTranscriptView(
  em: EntityManager,
  actor: AuditActor,
  t: {
    conversationId: string | null;
    activity: { id: string; title: string };
    course: { courseCode: string };
    student: { id: string; name: string };
  },
) {
  return recordAudit(em, actor, {
    action: 'transcript_viewed',
    subject: { id: t.student.id, name: t.student.name },
    resource: { type: 'activity', id: t.activity.id, label: t.activity.title },
    details: { courseCode: t.course.courseCode, conversationId: t.conversationId },
  });
}

/** A CSV export of people's rows: what filters it used and how many rows left. */
export function auditExport(
  em: EntityManager,
  actor: AuditActor,
  action: 'students_exported' | 'responses_exported',
  details: { filter: Record<string, unknown>; rows: number },
) {
  return recordAudit(em, actor, { action, details });
}

/** A person removed by an admin (their account and what cascades with it). */
export function auditPersonDeleted(
  em: EntityManager,
  actor: AuditActor,
  person: { id: string; firstName: string; lastName: string; email: string; role: string },
  counts: Record<string, number> = {},
) {
  return recordAudit(em, actor, {
    action: person.role === 'teacher' ? 'teacher_deleted' : 'student_deleted',
    subject: { id: person.id, name: personName(person) },
    resource: { type: 'user', id: person.id, label: person.email },
    details: counts,
  });
}
