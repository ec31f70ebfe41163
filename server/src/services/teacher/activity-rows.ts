import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { courseSeen } from '../../access/courses.ts';
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
  const tab = filter.tab ?? 'all';
  const db = kysely(em);
  const activities = db
    .selectFrom('activities as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select(({ eb, fn, cast, or, selectFrom }) => [
      'a.id',
      'a.title',
      'a.description',
      'c.id as course_id',
      'c.title as course_title',
      'c.course_code',
      eb
        .case()
        .when('a.status', '=', 'draft')
        .then('draft')
        .when(or([eb('a.end_date', 'is', null), eb('a.end_date', '>', fn<Date>('now'))]))
        .then('active')
        .else('archived')
        .end()
        .as('state'),
      selectFrom('conversations as cv')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .whereRef('cv.activity_id', '=', 'a.id')
        .where(({ exists, selectFrom, lit }) =>
          exists(
            selectFrom('messages as m')
              .select(lit(1).as('one'))
              .whereRef('m.conversation_id', '=', 'cv.id')
              .where('m.sender', '=', 'user'),
          ),
        )
        .as('responses'),
      cast<string>('a.created_at', 'text').as('created_at'),
      cast<string | null>('a.start_date', 'text').as('start_date'),
      cast<string | null>('a.end_date', 'text').as('end_date'),
      'a.estimated_minutes',
      'a.model',
      'a.vector_store',
      cast<number>('a.temperature', 'float8').as('temperature'),
      'a.material_status',
      'a.student_instructions',
      'a.assistant_instructions',
    ])
    .where(courseSeen({ teacherId }))
    .$if(filter.activityId != null, (qb) => qb.where('a.id', '=', filter.activityId ?? ''))
    .$if(filter.courseId != null, (qb) => qb.where('c.id', '=', filter.courseId ?? ''))
    .$if(like != null, (qb) =>
      qb.where(({ eb, or }) =>
        or([
          eb('a.title', 'ilike', like ?? ''),
          eb('a.description', 'ilike', like ?? ''),
          eb('c.title', 'ilike', like ?? ''),
        ]),
      ),
    );
  const rows = await db
    .selectFrom(activities.as('rows'))
    .selectAll()
    .$if(tab !== 'all', (qb) => qb.where('state', '=', tab === 'drafts' ? 'draft' : tab))
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
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
