import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
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

/**
 * Students enrolled in or taken out of a course by an admin: one entry per student, so each
 * is found under their own name (and in their own data's export).
 */
export async function auditEnrollments(
  em: EntityManager,
  actor: AuditActor,
  action: 'enrollment_added' | 'enrollment_removed',
  course: { id: string; courseCode: string; title: string },
  studentIds: string[],
) {
  if (studentIds.length === 0) return;
  const students = await kysely(em)
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', studentIds)
    .execute();
  for (const s of students) {
    await recordAudit(em, actor, {
      action,
      subject: { id: s.id, name: personName({ firstName: s.first_name, lastName: s.last_name }) },
      resource: { type: 'course', id: course.id, label: `${course.courseCode} ${course.title}` },
    });
  }
}

/** A course archived (read-only for everyone) or restored. */
export function auditCourseArchive(
  em: EntityManager,
  actor: AuditActor,
  action: 'course_archived' | 'course_restored',
  course: { id: string; courseCode: string; title: string },
) {
  return recordAudit(em, actor, {
    action,
    resource: { type: 'course', id: course.id, label: `${course.courseCode} ${course.title}` },
  });
}

/**
 * A person's role changed, by the app itself: `ADMIN_EMAILS` made them an admin at start.
 * The actor is TeachChat (no signed-in caller), and `source` says what asked for it.
 */
export function auditRoleChanged(
  em: EntityManager,
  person: { id: string; firstName: string; lastName: string; email: string },
  from: string,
  to: string,
  source: string,
) {
  return recordAudit(
    em,
    { user: null, ip: null },
    {
      action: 'role_changed',
      subject: { id: person.id, name: personName(person) },
      resource: { type: 'user', id: person.id, label: person.email },
      details: { from, to, source },
    },
  );
}
