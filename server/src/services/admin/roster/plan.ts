import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Role,
  type RosterRole,
  type RosterRowStatus,
  type RosterRowValues,
  rosterRowSchema,
} from '@teachchat/shared';
import { Course, type ICourse } from '../../../db/entities/course.ts';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { User } from '../../../db/entities/user.ts';
import { type Text, text, type Translate } from '../../../texts/index.ts';
import { issueText } from '../../../texts/validation.ts';
import type { RosterCells, RosterLine, RosterSheet } from './read.ts';

/**
 * A row as the preview and the summary show it: the cells as read, and what happens. Its
 * problems are catalogued texts, or the Add forms' own sentences, until someone reads them.
 */
export interface RosterRowResult extends RosterCells {
  row: number;
  status: RosterRowStatus;
  problems: (Text | string)[];
}

/** Who is known by an email: already registered (with their id) or added by an earlier row. */
type Person = { id: string; role: Role } | { row: number; values: RosterRowValues };

export interface RosterPlan {
  rows: RosterRowResult[];
  ignoredColumns: string[];
  /** People to add, by email, each from their first valid row. */
  additions: Map<string, RosterRowValues>;
  /** Enrollments to make, in row order; `studentId` for people already registered. */
  enrollments: { email: string; studentId?: string; course: ICourse }[];
}

/** The courses a roster names, by code; locked for the import's transaction. */
async function coursesByCode(em: EntityManager, codes: string[], lock: boolean) {
  const courses = await em.find(
    Course,
    { courseCode: { $in: codes } },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  return new Map(courses.map((c) => [c.courseCode, c]));
}

/** How many places of each course are taken, by course id. */
async function takenPlaces(em: EntityManager, courseIds: string[]) {
  const counts = await Promise.all(courseIds.map((id) => em.count(Enrollment, { course: id })));
  return new Map(courseIds.map((id, i) => [id, counts[i] ?? 0]));
}

/**
 * What importing a roster would do, row by row, against the database as it is: each row is
 * checked with the Add forms' rules, then against the people and courses already there and
 * the rows above it (a repeated email, a course filling up). Matching by email makes a
 * second import of the same roster do nothing. People already registered are not changed.
 */
export async function planRoster(
  em: EntityManager,
  role: RosterRole,
  sheet: RosterSheet,
  opts: { lock?: boolean } = {},
): Promise<RosterPlan> {
  const checked = sheet.lines.map((line) => ({
    line,
    parsed: rosterRowSchema.safeParse({ ...line.cells, departmentCode: line.cells.department }),
  }));
  const valid = checked.flatMap(({ parsed }) => (parsed.success ? [parsed.data] : []));
  const emails = [...new Set(valid.map((v) => v.email))];
  const codes = [...new Set(valid.flatMap((v) => (v.courseCode ? [v.courseCode] : [])))];
  const [registered, courses] = await Promise.all([
    em.find(User, { email: { $in: emails } }, { fields: ['id', 'email', 'role'] }),
    coursesByCode(em, codes, opts.lock ?? false),
  ]);
  const courseIds = [...courses.values()].map((c) => c.id);
  const students = registered.filter((u) => u.role === 'student');
  const [taken, enrolled] = await Promise.all([
    takenPlaces(em, courseIds),
    em.find(
      Enrollment,
      { course: { $in: courseIds }, student: { $in: students.map((s) => s.id) } },
      { fields: ['course', 'student'] },
    ),
  ]);

  const people = new Map<string, Person>(registered.map((u) => [u.email, u]));
  const emailOf = new Map(students.map((s) => [s.id, s.email]));
  // Each enrollment, by email and course: the roster row that makes it, or null when it was
  // made before (a row repeated in the file must not read as enrolled already).
  const enrolledBy = new Map<string, number | null>(
    enrolled.map((e) => [`${emailOf.get(e.student.id)}|${e.course.id}`, null]),
  );
  const plan: RosterPlan = {
    rows: [],
    ignoredColumns: sheet.ignoredColumns,
    additions: new Map(),
    enrollments: [],
  };

  for (const { line, parsed } of checked) {
    const result = (status: RosterRowStatus, problems: (Text | string)[] = []) =>
      plan.rows.push({ ...trimmed(line), status, problems });
    if (!parsed.success) {
      result('error', parsed.error.issues.map(issueText));
      continue;
    }
    const values = parsed.data;
    const person = people.get(values.email);
    const course = values.courseCode ? courses.get(values.courseCode) : undefined;
    const problems = conflicts(values, role, person, course);
    if (problems.length > 0) {
      result('error', problems);
      continue;
    }

    if (person && !course) {
      result('skip', [
        'row' in person
          ? text('roster.problem.repeatsRow', { row: person.row })
          : text('roster.problem.registered'),
      ]);
      continue;
    }
    const enrolledRow = course && enrolledBy.get(`${values.email}|${course.id}`);
    if (course && enrolledRow !== undefined) {
      result('skip', [
        enrolledRow === null
          ? text('roster.problem.enrolled', { code: course.courseCode })
          : text('roster.problem.repeatsRow', { row: enrolledRow }),
      ]);
      continue;
    }
    if (course) {
      const places = taken.get(course.id) ?? 0;
      if (places >= course.maxStudents) {
        result('error', [
          text('roster.problem.full', {
            code: course.courseCode,
            taken: places,
            max: course.maxStudents,
          }),
        ]);
        continue;
      }
      taken.set(course.id, places + 1);
      enrolledBy.set(`${values.email}|${course.id}`, line.row);
      plan.enrollments.push({
        email: values.email,
        ...(person && 'id' in person ? { studentId: person.id } : {}),
        course,
      });
    }
    if (person) {
      result('enroll');
    } else {
      people.set(values.email, { row: line.row, values });
      plan.additions.set(values.email, values);
      result('add');
    }
  }
  return plan;
}

/** Why a well-formed row still cannot be imported: a person of another role, a course. */
function conflicts(
  values: RosterRowValues,
  role: RosterRole,
  person: Person | undefined,
  course: ICourse | undefined,
): Text[] {
  const problems: Text[] = [];
  // A roster never changes anyone's role, an admin's least of all.
  if (person && 'role' in person && person.role !== role) {
    problems.push(text('roster.problem.otherRole', { email: values.email, role: person.role }));
  }
  if (values.courseCode && role === 'teacher') {
    problems.push(text('roster.problem.teacherCourse'));
  } else if (values.courseCode && !course) {
    problems.push(text('roster.problem.unknownCourse', { code: values.courseCode }));
  }
  return problems;
}

function trimmed({ row, cells }: RosterLine): RosterCells & { row: number } {
  const out = { ...cells };
  for (const key of Object.keys(out) as (keyof RosterCells)[]) out[key] = out[key].trim();
  return { row, ...out };
}

/** The plan as the admin sees it, in their language: every row, and how many of each status. */
export function rosterView(plan: RosterPlan, t: Translate) {
  const counts: Record<RosterRowStatus, number> = { add: 0, enroll: 0, skip: 0, error: 0 };
  for (const row of plan.rows) counts[row.status]++;
  return {
    rows: plan.rows.map((row) => ({ ...row, problems: problemsIn(row, t) })),
    ignoredColumns: plan.ignoredColumns,
    counts: { ...counts, enrollments: plan.enrollments.length },
  };
}

/** A row's problems written with `t` (the Add forms' sentences as they are). */
export function problemsIn(row: RosterRowResult, t: Translate): string[] {
  return row.problems.map((p) => (typeof p === 'string' ? p : t(p.key, p.values)));
}
