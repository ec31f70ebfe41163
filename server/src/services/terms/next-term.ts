import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../../db/entities/course.ts';
import { Term } from '../../db/entities/term.ts';
import { badInput, conflict } from '../../errors.ts';
import { planRollover, rollover } from './rollover.ts';
import { text } from '../../texts/index.ts';

/**
 * Start next term for one course (docs/product.md#terms): the admin's rollover limited to
 * it, from its term into the term that starts next. The caller has checked the course is
 * one the person may copy.
 */
export async function planNextTerm(em: EntityManager, courseId: string) {
  const course = await em.findOneOrFail(Course, { id: courseId }, { populate: ['term'] });
  const from = course.term;
  if (!from) {
    throw badInput(text('error.noTerm'));
  }
  const to = await em.findOne(
    Term,
    { startDate: { $gt: from.startDate } },
    { orderBy: { startDate: 'asc' } },
  );
  if (!to) {
    throw badInput(text('error.noNextTerm', { term: from.name }));
  }
  const input = { fromTermId: from.id, toTermId: to.id, courseIds: [course.id] };
  const plan = await planRollover(em, input);
  const [row] = plan.rows;
  if (!row) throw badInput(text('error.noTermYet'));
  return { input, from: plan.from, to: plan.to, offsetDays: plan.offsetDays, course: row };
}

/**
 * Copies the course into the next term as the admin's rollover does (activities as drafts,
 * no students); a course that cannot go says why. Returns the copy and the activities whose
 * material the job queue must index.
 */
export async function startNextTerm(em: EntityManager, courseId: string) {
  const { input, course } = await planNextTerm(em, courseId);
  if (course.problem) throw conflict(course.problem);
  const { created, toIndex } = await rollover(em, input);
  const [copy] = created;
  if (!copy) throw conflict(text('error.notCopied', { code: course.courseCode }));
  return { copy, toIndex };
}
