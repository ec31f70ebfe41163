import type { EntityManager } from '@mikro-orm/postgresql';
import { courseSql } from '../../access/courses.ts';
import { containsPattern } from '../search.ts';
import type { MaterialStatus, Model, VectorStore } from '@teachchat/shared';

export type ActivityState = 'active' | 'draft' | 'archived';

export interface ActivityRow {
  id: string;
  title: string;
  description: string;
  courseId: string;
  courseTitle: string;
  courseCode: string;
  status: ActivityState;
  responseCount: number;
  createdAt: Date;
  startDate: Date | null;
  endDate: Date | null;
  estimatedMinutes: number | null;
  model: Model;
  vectorStore: VectorStore;
  temperature: number;
  materialStatus: MaterialStatus;
  studentInstructions: string | null;
  assistantInstructions: string | null;
}

/**
 * A teacher's activities with their state (draft until published; then active until the
 * end date passes, archived after) and how many students have responded.
 */
export async function teacherActivities(
  em: EntityManager,
  teacherId: string,
  filter: {
    activityId?: string;
    courseId?: string;
    search?: string;
    tab?: 'all' | 'active' | 'drafts' | 'archived';
  } = {},
): Promise<ActivityRow[]> {
  const like = containsPattern(filter.search);
  const courses = courseSql({ teacherId });
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(
    `select * from (
       select a.id, a.title, a.description, c.id as course_id, c.title as course_title, c.course_code,
              case when a.status = 'draft' then 'draft'
                   when a.end_date is null or a.end_date > now() then 'active' else 'archived' end as state,
              (select count(*) from conversations cv where cv.activity_id = a.id
                 and exists (select 1 from messages m where m.conversation_id = cv.id and m.sender = 'user')) as responses,
              a.created_at::text as created_at, a.start_date::text as start_date, a.end_date::text as end_date,
              a.estimated_minutes, a.model, a.vector_store, a.temperature::float8 as temperature,
              a.material_status, a.student_instructions, a.assistant_instructions
         from activities a join courses c on c.id = a.course_id
        where ${courses.sql}
          and (?::uuid is null or a.id = ?::uuid)
          and (?::uuid is null or c.id = ?::uuid)
          and (?::text is null or a.title ilike ? or a.description ilike ? or c.title ilike ?)
     ) rows
     where ?::text = 'all' or state = (case ?::text when 'drafts' then 'draft' else ?::text end)
     order by created_at desc
     limit 1000`,
    [
      ...courses.params,
      filter.activityId ?? null,
      filter.activityId ?? null,
      filter.courseId ?? null,
      filter.courseId ?? null,
      like,
      like,
      like,
      like,
      filter.tab ?? 'all',
      filter.tab ?? 'all',
      filter.tab ?? 'all',
    ],
  );
  const date = (v: unknown) => (v ? new Date(String(v)) : null);
  return rows.map((r) => ({
    id: String(r.id),
    title: String(r.title),
    description: String(r.description),
    courseId: String(r.course_id),
    courseTitle: String(r.course_title),
    courseCode: String(r.course_code),
    status: r.state as ActivityState,
    responseCount: Number(r.responses),
    createdAt: new Date(String(r.created_at)),
    startDate: date(r.start_date),
    endDate: date(r.end_date),
    estimatedMinutes: r.estimated_minutes === null ? null : Number(r.estimated_minutes),
    model: r.model as Model,
    vectorStore: r.vector_store as VectorStore,
    temperature: Number(r.temperature),
    materialStatus: r.material_status as MaterialStatus,
    studentInstructions: (r.student_instructions as string | null) ?? null,
    assistantInstructions: (r.assistant_instructions as string | null) ?? null,
  }));
}
