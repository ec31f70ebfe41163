import { isStorableText, says } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { User } from '../../../db/entities/user.ts';
import { percent, studentActivities, studentCourses } from '../../../services/student-views.ts';
import { studentProcedure } from '../../init.ts';

const skillsInput = z.object({
  skills: z
    .array(
      z
        .string()
        .trim()
        .min(1, says('skillEmpty'))
        .max(40, says('skillTooLong', undefined, { max: 40 }))
        .refine(isStorableText, says('skillNotAllowed')),
    )
    .max(20, says('skillsMax', undefined, { max: 20 }))
    .transform((skills) => [...new Set(skills)]),
});

export const studentProfileRouter = {
  get: studentProcedure.query(async ({ ctx }) => {
    const [user, courses, activities] = await Promise.all([
      ctx.em.findOneOrFail(User, { id: ctx.user.id }),
      studentCourses(ctx.em, ctx.user.id),
      studentActivities(ctx.em, ctx.user.id),
    ]);
    const completed = activities.filter((a) => a.status === 'completed').length;
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      departmentCode: user.departmentCode ?? null,
      avatarUrl: user.avatarUrl ?? null,
      joinedAt: user.createdAt,
      skills: user.skills,
      enrolledCourses: courses.length,
      completedActivities: completed,
      totalActivities: activities.length,
      overallCompletion: percent(completed, activities.length),
    };
  }),

  updateSkills: studentProcedure.input(skillsInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.em.findOneOrFail(User, { id: ctx.user.id });
    user.skills = input.skills;
    await ctx.em.flush();
    return { skills: user.skills };
  }),
} satisfies TRPCRouterRecord;
