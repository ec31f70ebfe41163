import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findStudentActivity } from '../../../access/activities.ts';
import { ensureConversation } from '../../../chat/conversations.ts';
import { User } from '../../../db/entities/user.ts';
import { topics } from '../../../events/topics.ts';
import { notify } from '../../../services/notifications.ts';
import { text } from '../../../texts/index.ts';
import { studentProcedure } from '../../init.ts';
import { asTeacherSees } from '../../../services/pseudonyms/pseudonyms.ts';

export const submitRouter = {
  /** Marks the student's conversation completed; sending to it is refused from then on. */
  submit: studentProcedure
    .input(z.object({ activityId: z.uuid('Activity not found') }))
    .mutation(async ({ ctx, input }) => {
      const activity = await findStudentActivity(ctx.em, ctx.user.id, input.activityId);
      const conversation = await ensureConversation(ctx.em, activity.id, ctx.user.id);
      if (conversation.status === 'completed' && conversation.submittedAt)
        return { submittedAt: conversation.submittedAt };
      conversation.status = 'completed';
      conversation.submittedAt = new Date();
      await ctx.em.flush();
      await ctx.bus.publish(topics.chat(conversation.id), {
        type: 'status',
        status: 'completed',
        submittedAt: conversation.submittedAt,
      });
      await ctx.bus.publish(topics.responses, {
        kind: 'submitted',
        conversationId: conversation.id,
        activityId: activity.id,
        courseId: activity.course.id,
        studentId: ctx.user.id,
        at: conversation.submittedAt.toISOString(),
      });
      // In a pseudonymised course the teacher is told the student's pseudonym.
      const student = asTeacherSees(
        activity.course,
        await ctx.em.findOneOrFail(
          User,
          { id: ctx.user.id },
          { fields: ['id', 'firstName', 'lastName', 'email'] },
        ),
      );
      await notify(ctx.em, ctx.bus, activity.course.teacher.id, {
        kind: 'submission',
        title: text('notification.submitted.title', {
          student: student.name,
          activity: activity.title,
        }),
        body: text('notification.submitted.body', { course: activity.course.title }),
        link: `/chat-details/${activity.id}/${encodeURIComponent(student.email)}?courseCode=${encodeURIComponent(activity.course.courseCode)}`,
      });
      return { submittedAt: conversation.submittedAt };
    }),
} satisfies TRPCRouterRecord;
