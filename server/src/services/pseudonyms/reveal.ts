import type { EntityManager } from '@mikro-orm/postgresql';
import { Activity } from '../../db/entities/activity.ts';
import { User } from '../../db/entities/user.ts';
import { notFound } from '../../errors.ts';
import { type AuditActor, personName, recordAudit } from '../audit/record.ts';
import { resolvePseudonym } from './pseudonyms.ts';
import { text } from '../../texts/index.ts';

/**
 * A teacher reveals one student's name in a pseudonymised course of theirs, stating why
 * (docs/product.md#pseudonymised-review). The reveal and its reason are an audit entry the
 * admins see; nothing else changes: the student keeps their pseudonym everywhere else.
 */
export async function revealStudent(
  em: EntityManager,
  actor: AuditActor & { user: { id: string } },
  input: { activityId: string; studentEmail: string; reason: string },
) {
  const activity = await em.findOne(
    Activity,
    { id: input.activityId, course: { teacher: actor.user.id, pseudonymised: true } },
    { populate: ['course'] },
  );
  const studentId = activity
    ? await resolvePseudonym(em, activity.course.id, input.studentEmail)
    : null;
  const student = studentId ? await em.findOne(User, { id: studentId }) : null;
  if (!activity || !student) throw notFound(text('error.studentNotFound'));
  await recordAudit(em, actor, {
    action: 'name_revealed',
    subject: { id: student.id, name: personName(student) },
    resource: {
      type: 'course',
      id: activity.course.id,
      label: `${activity.course.courseCode} ${activity.course.title}`,
    },
    details: { reason: input.reason, pseudonym: input.studentEmail.toLowerCase() },
  });
  return { name: personName(student), email: student.email };
}
