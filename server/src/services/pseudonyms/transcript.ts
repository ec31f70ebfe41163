import type { EntityManager } from '@mikro-orm/postgresql';
import { Activity } from '../../db/entities/activity.ts';
import { User } from '../../db/entities/user.ts';
import { notFound } from '../../errors.ts';
import { loadTranscript } from '../transcript.ts';
import { isPseudonymEmail, loadPseudonymiser, resolvePseudonym } from './pseudonyms.ts';
import { text } from '../../texts/index.ts';

const MISSING = text('error.transcriptMissing');

/**
 * A teacher's transcript (docs/product.md#pseudonymised-review). In a pseudonymised course
 * the student is named by their pseudonymous handle, and the answer names them by their
 * pseudonym; their real email is not accepted there, so trying addresses cannot match a
 * pseudonym to a person.
 */
export async function loadTeacherTranscript(
  em: EntityManager,
  input: { activityId: string; studentEmail: string },
  teacherId: string,
) {
  const activity = await em.findOne(
    Activity,
    { id: input.activityId, course: { teacher: teacherId } },
    { populate: ['course'] },
  );
  const pseudonymised = activity?.course.pseudonymised === true;
  let email = input.studentEmail;
  if (activity && pseudonymised) {
    if (!isPseudonymEmail(email)) throw notFound(MISSING);
    const studentId = await resolvePseudonym(em, activity.course.id, email);
    const student = studentId ? await em.findOne(User, { id: studentId }) : null;
    if (!student) throw notFound(MISSING);
    email = student.email;
  }
  const transcript = await loadTranscript(em, { ...input, studentEmail: email }, { teacherId });
  const pseudonymOf = await loadPseudonymiser(em, [transcript.course.id]);
  const p = pseudonymOf(transcript.course.id, transcript.student.id);
  return {
    transcript: p
      ? {
          ...transcript,
          student: { ...transcript.student, id: p.id, name: p.name, email: p.email },
        }
      : transcript,
    /** The real student, for the audit trail only: never sent to the teacher. */
    realStudent: transcript.student,
    pseudonymised: p !== null,
  };
}
