import type { ICourse } from '../../db/entities/course.ts';
import type { NotificationData } from '../notifications.ts';

/** What a student is told when an admin enrolls them, one at a time or by the hundred. */
export function enrollmentNotice(course: Pick<ICourse, 'title' | 'courseCode'>): NotificationData {
  return {
    kind: 'enrollment',
    // The title column holds 200 characters; a course title may use all of them.
    title: `You were enrolled in ${course.title}`.slice(0, 200),
    body: `${course.courseCode}: its activities are now in My Courses.`,
    link: `/student_course/${encodeURIComponent(course.courseCode)}`,
  };
}
