import type { ICourse } from '../../db/entities/course.ts';
import { text } from '../../texts/index.ts';
import type { NotificationData } from '../notifications.ts';

/** What a student is told when an admin enrolls them, one at a time or by the hundred. */
export function enrollmentNotice(course: Pick<ICourse, 'title' | 'courseCode'>): NotificationData {
  return {
    kind: 'enrollment',
    title: text('notification.enrolled.title', { course: course.title }),
    body: text('notification.enrolled.body', { code: course.courseCode }),
    link: `/student_course/${encodeURIComponent(course.courseCode)}`,
  };
}
