import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RolloverInput } from '@teachchat/shared';
import { sql } from 'kysely';
import { Activity } from '../../db/entities/activity.ts';
import { Course, type ICourse } from '../../db/entities/course.ts';
import { type ITerm, Term } from '../../db/entities/term.ts';
import { kysely } from '../../db/kysely.ts';
import { badInput, notFound } from '../../errors.ts';
import { allocateContentCode } from '../content-code.ts';
import { type Text, text, type Translate } from '../../texts/index.ts';

const DAY_MS = 86_400_000;
const COURSE_CODE_MAX = 32;

const dayNumber = (d: Date | string) => Math.round(new Date(d).getTime() / DAY_MS);
const shiftDay = (d: Date | string, days: number) =>
  new Date(new Date(d).getTime() + days * DAY_MS).toISOString().slice(0, 10);
const shiftTime = (d: Date | null | undefined, days: number) =>
  d ? new Date(d.getTime() + days * DAY_MS) : null;

/** CS101 (or CS101-2026F, copied before) in term 2027S: CS101-2027S. */
export function nextCourseCode(code: string, from: ITerm | null, to: ITerm): string {
  const base = from && code.endsWith(`-${from.code}`) ? code.slice(0, -from.code.length - 1) : code;
  return `${base}-${to.code}`;
}

async function findTerm(em: EntityManager, id: string) {
  const term = await em.findOne(Term, { id });
  if (!term) throw notFound(text('error.termNotFound'));
  return term;
}

/**
 * What a rollover would do, course by course, changing nothing: the new code and dates,
 * how many activities and files go along, and why a course cannot go (its copy is there
 * already, or the new code is taken or too long).
 */
export async function planRollover(em: EntityManager, input: RolloverInput) {
  const [from, to] = await Promise.all([
    findTerm(em, input.fromTermId),
    findTerm(em, input.toTermId),
  ]);
  if (from.id === to.id) throw badInput(text('error.sameTerm'));
  const courses = await em.find(
    Course,
    { term: from.id, ...(input.courseIds ? { id: { $in: input.courseIds } } : {}) },
    { orderBy: { courseCode: 'asc' }, populate: ['teacher'], limit: 1000 },
  );
  const offsetDays = dayNumber(to.startDate) - dayNumber(from.startDate);
  const codes = courses.map((c) => nextCourseCode(c.courseCode, from, to));
  const [taken, copied, counts] = await Promise.all([
    em.find(Course, { courseCode: { $in: codes } }, { fields: ['courseCode'] }),
    em.find(
      Course,
      { rolledFrom: { $in: courses.map((c) => c.id) }, term: to.id },
      {
        fields: ['rolledFrom'],
      },
    ),
    kysely(em)
      .selectFrom('activities as a')
      .leftJoin('activity_files as f', 'f.activity_id', 'a.id')
      .select(({ fn }) => [
        'a.course_id',
        fn.count<string>('a.id').distinct().as('activities'),
        fn.count<string>('f.id').as('files'),
      ])
      .where(({ eb, fn, val }) => eb('a.course_id', '=', fn.any(val(courses.map((c) => c.id)))))
      .groupBy('a.course_id')
      .execute(),
  ]);
  const takenCodes = new Set(taken.map((c) => c.courseCode));
  const copiedIds = new Set(copied.map((c) => c.rolledFrom?.id));
  return {
    from: { id: from.id, name: from.name },
    to: { id: to.id, name: to.name },
    offsetDays,
    rows: courses.map((c, i) => {
      const newCode = codes[i] ?? '';
      const n = counts.find((r) => r.course_id === c.id);
      const problem: Text | null = copiedIds.has(c.id)
        ? text('rollover.problem.copied', { term: to.name })
        : newCode.length > COURSE_CODE_MAX
          ? text('rollover.problem.codeTooLong', { code: newCode, max: COURSE_CODE_MAX })
          : takenCodes.has(newCode)
            ? text('error.codeTaken', { code: newCode })
            : null;
      return {
        courseId: c.id,
        courseCode: c.courseCode,
        title: c.title,
        teacher: `${c.teacher.firstName} ${c.teacher.lastName}`.trim(),
        newCode,
        startDate: shiftDay(c.startDate, offsetDays),
        endDate: shiftDay(c.endDate, offsetDays),
        activities: Number(n?.activities ?? 0),
        files: Number(n?.files ?? 0),
        problem,
      };
    }),
  };
}

/** A planned course as its reader reads it: why it cannot go, in their language. */
export function rowWritten<R extends { problem: Text | null }>(
  row: R,
  t: Translate,
): Omit<R, 'problem'> & { problem: string | null } {
  return { ...row, problem: row.problem && t(row.problem.key, row.problem.values) };
}

/** A rollover's plan as its reader reads it (`rowWritten`). */
export function planWritten(plan: RolloverPlan, t: Translate) {
  const { rows, ...rest } = plan;
  return { ...rest, rows: rows.map((row) => rowWritten(row, t)) };
}

export type RolloverPlan = Awaited<ReturnType<typeof planRollover>>;

/**
 * Copies the planned courses that can go into the new term, each in its own transaction:
 * the course (no students), its activities as drafts with their instructions, protected
 * answers and settings, and their files and teacher's notes, whose stored bytes are copied
 * inside PostgreSQL by reference to the same row (same sha256), never uploaded again.
 * Conversations, submissions, feedback and enrollments stay behind. Returns the new
 * activities that have material, for the job queue to index.
 */
export async function rollover(em: EntityManager, input: RolloverInput) {
  const plan = await planRollover(em, input);
  const to = await findTerm(em, input.toTermId);
  const created: { courseId: string; courseCode: string }[] = [];
  const toIndex: string[] = [];
  for (const row of plan.rows) {
    if (row.problem) continue;
    await em.transactional(async (tx) => {
      const source = await tx.findOneOrFail(Course, { id: row.courseId });
      const copy = copyCourse(tx, source, to, row);
      const activities = await tx.find(
        Activity,
        { course: source.id },
        { orderBy: { createdAt: 'asc' } },
      );
      const pairs: { from: string; to: string }[] = [];
      for (const a of activities) {
        const id = randomUUID();
        tx.create(Activity, {
          id,
          course: copy,
          title: a.title,
          description: a.description,
          status: 'draft',
          model: a.model,
          vectorStore: a.vectorStore,
          temperature: a.temperature,
          startDate: shiftTime(a.startDate, plan.offsetDays),
          endDate: shiftTime(a.endDate, plan.offsetDays),
          estimatedMinutes: a.estimatedMinutes ?? null,
          contentCode: await allocateContentCode(tx, copy.courseCode),
          studentInstructions: a.studentInstructions ?? null,
          assistantInstructions: a.assistantInstructions ?? null,
          answerKeys: [...a.answerKeys],
          materialStatus: 'pending',
          embeddingModel: null,
          createdAt: a.createdAt,
        });
        pairs.push({ from: a.id, to: id });
      }
      await tx.flush();
      const filed = await copyFiles(tx, pairs);
      toIndex.push(...filed);
      created.push({ courseId: copy.id, courseCode: copy.courseCode });
    });
  }
  return { plan, created, toIndex };
}

function copyCourse(
  tx: EntityManager,
  source: ICourse,
  to: ITerm,
  row: { newCode: string; startDate: string; endDate: string },
) {
  return tx.create(Course, {
    title: source.title,
    courseCode: row.newCode,
    departmentCode: source.departmentCode,
    description: source.description,
    teacher: source.teacher,
    startDate: row.startDate,
    endDate: row.endDate,
    maxStudents: source.maxStudents,
    credits: source.credits,
    prerequisites: source.prerequisites ?? null,
    coverImage: source.coverImage ?? null,
    term: to,
    rolledFrom: source,
  });
}

/** The files and notes of each activity, copied row to row; the activities that got any. */
async function copyFiles(tx: EntityManager, pairs: { from: string; to: string }[]) {
  if (pairs.length === 0) return [];
  // The pairs as one JSON parameter, however many, read back as rows.
  const json = JSON.stringify(pairs.map((p) => ({ from_id: p.from, to_id: p.to })));
  const moved = sql<{ from_id: string; to_id: string }>`jsonb_to_recordset(${json}::jsonb)`.as<'m'>(
    sql`m(from_id uuid, to_id uuid)`,
  );
  const db = kysely(tx);
  const rows = await db
    .insertInto('activity_files')
    .columns([
      'id',
      'activity_id',
      'original_name',
      'kind',
      'size_bytes',
      'sha256',
      'content',
      'status',
      'progress',
      'created_at',
    ])
    .expression(
      db
        .selectFrom('activity_files as f')
        .innerJoin(moved, 'm.from_id', 'f.activity_id')
        .select(({ fn, val, lit }) => [
          fn<string>('gen_random_uuid').as('id'),
          'm.to_id',
          'f.original_name',
          'f.kind',
          'f.size_bytes',
          'f.sha256',
          'f.content',
          val('pending').as('status'),
          lit(0).as('progress'),
          'f.created_at',
        ]),
    )
    .returning('activity_id')
    .execute();
  return [...new Set(rows.map((r) => r.activity_id))];
}
