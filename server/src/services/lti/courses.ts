import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Course, type ICourse } from '../../db/entities/course.ts';
import { CourseTeacher } from '../../db/entities/course-teacher.ts';
import { Enrollment } from '../../db/entities/enrollment.ts';
import { type ILtiContext, LtiContext } from '../../db/entities/lti-context.ts';
import type { ILtiPlatform } from '../../db/entities/lti-platform.ts';
import type { IUser } from '../../db/entities/user.ts';
import { CLAIM, type LaunchClaims, type LaunchRole, SCOPE } from './claims.ts';
import { LaunchRefused } from './errors.ts';

const COURSE_DAYS = 365;

/** A free course code from the LMS's label: its letters and digits and a random suffix. */
function courseCodeFrom(label: string | undefined): string {
  const base = (label ?? 'LMS')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '')
    .slice(0, 20);
  return `${base || 'LMS'}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

function createCourse(
  em: EntityManager,
  platform: ILtiPlatform,
  context: NonNullable<LaunchClaims[typeof CLAIM.context]>,
  teacher: IUser,
): ICourse {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return em.create(Course, {
    title: (context.title ?? context.label ?? 'LMS course').slice(0, 200),
    courseCode: courseCodeFrom(context.label ?? context.title),
    departmentCode: teacher.departmentCode ?? 'cs',
    description: `Opened from ${platform.name}.`,
    teacher,
    startDate: day(Date.now()),
    endDate: day(Date.now() + COURSE_DAYS * 86_400_000),
    maxStudents: 1000,
    credits: 1,
  });
}

/**
 * The TeachChat course of a launch's LMS context: made on an instructor's first launch
 * (or linked before by an admin); another instructor's launch makes them one of its
 * teachers, and a learner's launch enrolls them. A context of another platform is another
 * context.
 */
export async function courseFor(
  em: EntityManager,
  platform: ILtiPlatform,
  claims: LaunchClaims,
  user: IUser,
  role: LaunchRole,
): Promise<ILtiContext | null> {
  const context = claims[CLAIM.context];
  if (!context || role === 'admin') return null;
  let link = await em.findOne(
    LtiContext,
    { platform: platform.id, contextId: context.id },
    { populate: ['course'] },
  );
  if (!link) {
    if (role !== 'teacher') throw new LaunchRefused('course_not_ready');
    const course = createCourse(em, platform, context, user);
    link = em.create(LtiContext, {
      platform,
      contextId: context.id,
      title: (context.title ?? context.label ?? '').slice(0, 200),
      course,
    });
  }
  if (role === 'teacher' && link.course.teacher.id !== user.id) {
    // Another instructor of the LMS course (a co-teacher, a TA): the LMS says they teach
    // it, so they teach it here too, beside its own teacher, who stays its owner.
    const teaching = await em.count(CourseTeacher, { course: link.course.id, teacher: user.id });
    if (!teaching) em.create(CourseTeacher, { course: link.course, teacher: user });
  }
  const memberships = claims[CLAIM.namesRoles]?.context_memberships_url;
  if (memberships) link.membershipsUrl = memberships;
  const grades = claims[CLAIM.gradeService];
  if (grades?.lineitems && grades.scope.includes(SCOPE.lineItem)) {
    link.lineItemsUrl = grades.lineitems;
  }
  if (role === 'student') {
    const enrolled = await em.count(Enrollment, { course: link.course.id, student: user.id });
    if (!enrolled) em.create(Enrollment, { course: link.course, student: user });
  }
  await em.flush();
  return link;
}
