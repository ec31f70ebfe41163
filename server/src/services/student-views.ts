import type { EntityManager } from '@mikro-orm/postgresql';
import type { MaterialStatus } from '@teachchat/shared';

export interface ActivityCard {
  id: string;
  title: string;
  description: string;
  courseTitle: string;
  courseCode: string;
  status: 'pending' | 'completed';
  dueDate: Date | null;
  estimatedMinutes: number | null;
  materialStatus: MaterialStatus;
}

export interface CourseCard {
  id: string;
  title: string;
  courseCode: string;
  description: string;
  departmentCode: string;
  enrolledCount: number;
  activityCount: number;
  completedCount: number;
  /** Completed activities / activities, rounded percent (docs/product.md#real-progress). */
  progress: number;
}

export const percent = (done: number, total: number) =>
  total === 0 ? 0 : Math.round((done / total) * 100);

/**
 * The published activities of the courses a student is enrolled in, with that student's
 * status (completed once submitted). Drafts never appear. Earliest due first.
 */
export async function studentActivities(
  em: EntityManager,
  studentId: string,
  filter: { activityId?: string; courseCode?: string } = {},
): Promise<ActivityCard[]> {
  const rows = await em.getConnection().execute<
    {
      id: string;
      title: string;
      description: string;
      course_title: string;
      course_code: string;
      completed: boolean;
      // Raw rows carry timestamps as text.
      end_date: string | Date | null;
      estimated_minutes: number | null;
      material_status: MaterialStatus;
    }[]
  >(
    `select a.id, a.title, a.description, c.title as course_title, c.course_code,
            coalesce(cv.status = 'completed', false) as completed,
            a.end_date, a.estimated_minutes, a.material_status
       from enrollments e
       join courses c on c.id = e.course_id and c.archived_at is null
       join activities a on a.course_id = c.id and a.status = 'published'
       left join conversations cv on cv.activity_id = a.id and cv.student_id = e.student_id
      where e.student_id = ?
        and (?::uuid is null or a.id = ?::uuid)
        and (?::text is null or c.course_code = ?::text)
      order by a.end_date asc nulls last, a.created_at asc
      limit 1000`,
    [
      studentId,
      filter.activityId ?? null,
      filter.activityId ?? null,
      filter.courseCode ?? null,
      filter.courseCode ?? null,
    ],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    courseTitle: r.course_title,
    courseCode: r.course_code,
    status: r.completed ? 'completed' : 'pending',
    dueDate: r.end_date ? new Date(r.end_date) : null,
    estimatedMinutes: r.estimated_minutes,
    materialStatus: r.material_status,
  }));
}

/** The courses a student is enrolled in, with counts and the student's progress. */
export async function studentCourses(
  em: EntityManager,
  studentId: string,
  filter: { courseCode?: string } = {},
): Promise<
  (CourseCard & {
    startDate: string;
    endDate: string;
    credits: number;
    maxStudents: number;
    instructor: { name: string; email: string };
  })[]
> {
  const rows = await em.getConnection().execute<
    {
      id: string;
      title: string;
      course_code: string;
      description: string;
      department_code: string;
      start_date: string;
      end_date: string;
      credits: number;
      max_students: number;
      teacher_name: string;
      teacher_email: string;
      enrolled: string;
      activities: string;
      completed: string;
    }[]
  >(
    `select c.id, c.title, c.course_code, c.description, c.department_code,
            c.start_date::text as start_date, c.end_date::text as end_date, c.credits, c.max_students,
            t.first_name || ' ' || t.last_name as teacher_name, t.email as teacher_email,
            (select count(*) from enrollments x where x.course_id = c.id) as enrolled,
            (select count(*) from activities a where a.course_id = c.id and a.status = 'published') as activities,
            (select count(*) from conversations cv join activities a on a.id = cv.activity_id
              where a.course_id = c.id and a.status = 'published' and cv.student_id = e.student_id
                and cv.status = 'completed') as completed
       from enrollments e
       join courses c on c.id = e.course_id and c.archived_at is null
       join users t on t.id = c.teacher_id
      where e.student_id = ? and (?::text is null or upper(c.course_code) = upper(?::text))
      order by c.title
      limit 500`,
    [studentId, filter.courseCode ?? null, filter.courseCode ?? null],
  );
  return rows.map((r) => {
    const activityCount = Number(r.activities);
    const completedCount = Number(r.completed);
    return {
      id: r.id,
      title: r.title,
      courseCode: r.course_code,
      description: r.description,
      departmentCode: r.department_code,
      enrolledCount: Number(r.enrolled),
      activityCount,
      completedCount,
      progress: percent(completedCount, activityCount),
      startDate: r.start_date,
      endDate: r.end_date,
      credits: r.credits,
      maxStudents: r.max_students,
      instructor: { name: r.teacher_name, email: r.teacher_email },
    };
  });
}
