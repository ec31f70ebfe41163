import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../../db/entities/course.ts';
import { Term } from '../../db/entities/term.ts';
import { conflict } from '../../errors.ts';
import { text } from '../../texts/index.ts';

/** Every term, newest first, with how many courses each holds. */
export async function listTerms(em: EntityManager) {
  const terms = await em.find(Term, {}, { orderBy: { startDate: 'desc' }, limit: 500 });
  const counts = await Promise.all(terms.map((t) => em.count(Course, { term: t.id })));
  return terms.map((t, i) => ({
    id: t.id,
    name: t.name,
    code: t.code,
    startDate: t.startDate,
    endDate: t.endDate,
    courses: counts[i] ?? 0,
  }));
}

export async function createTerm(
  em: EntityManager,
  input: { name: string; code: string; startDate: string; endDate: string },
) {
  const clash = await em.findOne(Term, { $or: [{ name: input.name }, { code: input.code }] });
  if (clash) throw conflict(text('error.termExists', { name: clash.name, code: clash.code }));
  const term = em.create(Term, input);
  await em.flush();
  return { id: term.id };
}

export async function coursesWithTerms(em: EntityManager) {
  const courses = await em.find(Course, {}, { orderBy: { courseCode: 'asc' }, limit: 2000 });
  return courses.map((c) => ({
    id: c.id,
    courseCode: c.courseCode,
    title: c.title,
    termId: c.term?.id ?? null,
    endDate: c.endDate,
    archivedAt: c.archivedAt ?? null,
    pseudonymised: c.pseudonymised,
  }));
}
