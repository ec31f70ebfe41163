import { studentProgress } from '../../../services/student-progress.ts';
import { studentActivities, studentCourses } from '../../../services/student-views.ts';
import { studentProcedure } from '../../init.ts';

/** The student's home: real counts, the next deadline, progress and released feedback. */
export const studentDashboard = studentProcedure.query(async ({ ctx }) => {
  const [courses, activities, progress] = await Promise.all([
    studentCourses(ctx.em, ctx.user.id),
    studentActivities(ctx.em, ctx.user.id),
    studentProgress(ctx.em, ctx.user.id),
  ]);
  const pending = activities.filter((a) => a.status === 'pending');
  const now = Date.now();
  const upcoming = pending.filter((a) => a.dueDate && a.dueDate.getTime() >= now);
  return {
    fullName: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
    totalCourses: courses.length,
    pendingActivities: pending.length,
    nextDeadline: upcoming[0]?.dueDate ?? null,
    averageProgress: courses.length
      ? Math.round(courses.reduce((sum, c) => sum + c.progress, 0) / courses.length)
      : 0,
    // Activities come earliest-due first.
    recentActivities: pending.slice(0, 3),
    courses: courses.map(
      ({ startDate: _s, endDate: _e, credits: _c, maxStudents: _m, instructor: _i, ...card }) =>
        card,
    ),
    progress,
  };
});
