import { localDateTime, rolloverInput, termInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findCourse } from '../../../access/courses.ts';
import { announceAccessChange } from '../../../auth/access-changes.ts';
import { Term } from '../../../db/entities/term.ts';
import { notFound } from '../../../errors.ts';
import { archiveCourse, restoreCourse } from '../../../services/terms/archive.ts';
import { planNextTerm, startNextTerm } from '../../../services/terms/next-term.ts';
import {
  planRollover,
  planWritten,
  rollover,
  rowWritten,
} from '../../../services/terms/rollover.ts';
import { coursesWithTerms, createTerm, listTerms } from '../../../services/terms/terms.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';
import { text, translator } from '../../../texts/index.ts';

const courseInput = z.object({ courseId: z.uuid('Course not found') });

/** Terms, courses' terms, and Start next term for one course or a whole term's. */
export const adminTermsRouter = {
  list: adminProcedure.query(({ ctx }) => listTerms(ctx.em)),

  /** Every course with its term, to put courses in terms. */
  courses: adminProcedure.query(({ ctx }) => coursesWithTerms(ctx.em)),

  create: adminProcedure.input(termInput).mutation(({ ctx, input }) => createTerm(ctx.em, input)),

  /** Puts a course in a term (or in none). */
  setCourseTerm: adminProcedure
    .input(z.object({ courseId: z.uuid('Course not found'), termId: z.uuid().nullable() }))
    .mutation(async ({ ctx, input }) => {
      const course = await findCourse(ctx.em, {}, input.courseId);
      const term = input.termId ? await ctx.em.findOne(Term, { id: input.termId }) : null;
      if (input.termId && !term) throw notFound(text('error.termNotFound'));
      course.term = term;
      await ctx.em.flush();
      await adminChanged(ctx.bus, 'courses');
      return { courseId: course.id, termId: term?.id ?? null };
    }),

  /** Archives an ended course: read-only for everyone, gone from students' lists. */
  archiveCourse: adminProcedure.input(courseInput).mutation(async ({ ctx, input }) => {
    const today = localDateTime(new Date(), ctx.config.schoolTimeZone).slice(0, 10);
    const course = await archiveCourse(ctx.em, auditActor(ctx), input.courseId, today);
    // Students' open views of the course end at once.
    await announceAccessChange(ctx.bus, { courses: [course.id] });
    await adminChanged(ctx.bus, 'courses');
    return { courseId: course.id, archivedAt: course.archivedAt ?? null };
  }),

  restoreCourse: adminProcedure.input(courseInput).mutation(async ({ ctx, input }) => {
    const course = await restoreCourse(ctx.em, auditActor(ctx), input.courseId);
    await adminChanged(ctx.bus, 'courses');
    return { courseId: course.id, archivedAt: null };
  }),

  /** What the rollover would copy, course by course; changes nothing. */
  preview: adminProcedure
    .input(rolloverInput)
    .query(async ({ ctx, input }) =>
      planWritten(await planRollover(ctx.em, input), translator(ctx.locale)),
    ),

  /** Copies the teaching into the next term; the new activities' material is indexed by the job queue. */
  rollover: adminProcedure.input(rolloverInput).mutation(async ({ ctx, input }) => {
    const result = await rollover(ctx.em, input);
    for (const activityId of result.toIndex) await ctx.rag.enqueueIngestion(activityId);
    if (result.created.length > 0) await adminChanged(ctx.bus, 'courses');
    const t = translator(ctx.locale);
    return {
      created: result.created,
      skipped: result.plan.rows.filter((r) => r.problem).map((r) => rowWritten(r, t)),
    };
  }),

  /** Start next term for one course, before it: its copy in the term that starts next. */
  nextTerm: adminProcedure.input(courseInput).query(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, {}, input.courseId);
    const { from, to, offsetDays, course: copy } = await planNextTerm(ctx.em, course.id);
    return { from, to, offsetDays, course: rowWritten(copy, translator(ctx.locale)) };
  }),

  /** Copies one course into the next term, as the term's rollover would. */
  startNextTerm: adminProcedure.input(courseInput).mutation(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, {}, input.courseId);
    const { copy, toIndex } = await startNextTerm(ctx.em, course.id);
    for (const activityId of toIndex) await ctx.rag.enqueueIngestion(activityId);
    await adminChanged(ctx.bus, 'courses');
    return copy;
  }),
} satisfies TRPCRouterRecord;
