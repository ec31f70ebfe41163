import { courseCreateInput, courseUpdateInput, searchText } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findCourse } from '../../../access/courses.ts';
import { announceAccessChange } from '../../../auth/access-changes.ts';
import { Activity } from '../../../db/entities/activity.ts';
import { Conversation } from '../../../db/entities/conversation.ts';
import { Course } from '../../../db/entities/course.ts';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { badInput } from '../../../errors.ts';
import {
  adminCourseActivities,
  adminCourses,
  checkCodeFree,
  checkTeacher,
  flushCourse,
} from '../../../services/admin/courses.ts';
import { recordAudit } from '../../../services/audit/record.ts';
import { auditActor } from '../../audit-actor.ts';
import { adminProcedure } from '../../init.ts';
import { adminChanged } from './changes.ts';
import { text } from '../../../texts/index.ts';

const idInput = z.object({ id: z.uuid('Course not found') });

export const adminCoursesRouter = {
  list: adminProcedure
    .input(z.object({ search: searchText.optional() }).default({}))
    .query(({ ctx, input }) => adminCourses(ctx.em, input)),

  create: adminProcedure.input(courseCreateInput).mutation(async ({ ctx, input }) => {
    const teacher = await checkTeacher(ctx.em, input.teacherId);
    await checkCodeFree(ctx.em, input.courseCode);
    const { teacherId: _t, ...fields } = input;
    const course = ctx.em.create(Course, {
      ...fields,
      teacher,
      prerequisites: input.prerequisites ?? null,
    });
    await flushCourse(ctx.em, input.courseCode);
    await adminChanged(ctx.bus, 'courses');
    return { id: course.id, title: course.title };
  }),

  update: adminProcedure.input(courseUpdateInput).mutation(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, {}, input.id);
    const teacher = await checkTeacher(ctx.em, input.teacherId);
    await checkCodeFree(ctx.em, input.courseCode, course.id);
    const enrolled = await ctx.em.count(Enrollment, { course: course.id });
    if (input.maxStudents < enrolled) {
      throw badInput(text('error.maxBelowEnrolled', { enrolled }));
    }
    const previousTeacher = course.teacher.id;
    ctx.em.assign(course, {
      title: input.title,
      courseCode: input.courseCode,
      departmentCode: input.departmentCode,
      teacher,
      maxStudents: input.maxStudents,
    });
    await flushCourse(ctx.em, input.courseCode);
    // The previous teacher's open live views of the course end; the new one's take it in.
    if (previousTeacher !== teacher.id) {
      await recordAudit(ctx.em, auditActor(ctx), {
        action: 'course_teacher_changed',
        subject: { id: teacher.id, name: `${teacher.firstName} ${teacher.lastName}`.trim() },
        resource: { type: 'course', id: course.id, label: `${course.courseCode} ${course.title}` },
        details: { previousTeacherId: previousTeacher, teacherId: teacher.id },
      });
      await announceAccessChange(ctx.bus, { users: [previousTeacher, teacher.id] });
    }
    await adminChanged(ctx.bus, 'courses');
    const [row] = await adminCourses(ctx.em, { id: course.id });
    return row;
  }),

  /** The course's activities, each with a way to its insights. */
  activities: adminProcedure.input(idInput).query(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, {}, input.id);
    return adminCourseActivities(ctx.em, course.id);
  }),

  /** What deleting a course takes with it, for the confirmation. */
  impact: adminProcedure.input(idInput).query(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, {}, input.id);
    const [enrollments, activities, conversations] = await Promise.all([
      ctx.em.count(Enrollment, { course: course.id }),
      ctx.em.count(Activity, { course: course.id }),
      ctx.em.count(Conversation, { activity: { course: course.id } }),
    ]);
    return { enrollments, activities, conversations };
  }),

  remove: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const course = await findCourse(ctx.em, {}, input.id);
    const activities = await ctx.em.find(
      Activity,
      { course: course.id },
      { fields: ['id', 'vectorStore'] },
    );
    // Cascades remove enrollments, activities, material and conversations; then each
    // activity's index goes from its store (a store that is down leaves only an orphan index).
    await ctx.em.nativeDelete(Course, { id: course.id });
    await recordAudit(ctx.em, auditActor(ctx), {
      action: 'course_deleted',
      resource: { type: 'course', id: course.id, label: `${course.courseCode} ${course.title}` },
    });
    await announceAccessChange(ctx.bus, { courses: [course.id] });
    for (const activity of activities) {
      await (
        await ctx.rag.store(activity.vectorStore)
      )
        .deleteActivity(activity.id)
        .catch((err: unknown) => ctx.reply?.log.warn({ err }, 'index not deleted'));
    }
    await adminChanged(ctx.bus, 'courses');
    return { title: course.title };
  }),
} satisfies TRPCRouterRecord;
