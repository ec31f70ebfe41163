import type { MaterialStatus, Model } from '@teachchat/shared';
import type { AnswerActivity } from '../rag/answer/answer.ts';
import type { Turn } from '../rag/answer/rewrite.ts';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { STUDENT_SEES_ACTIVITY_SQL } from '../access/activities.ts';
import { type Prepared, runPrepared } from '../db/prepared.ts';
import { MATERIAL_NOT_READY, materialStamp } from './asking.ts';

/** A student's question as it is saved, with what decides whether it may be. */
export interface QuestionInput {
  activityId: string;
  studentId: string;
  /** A new conversation's id, used only if the student has none in the activity yet. */
  conversationId: string;
  id: string;
  replyId: string;
  content: string;
  clientMessageId: string | null;
  createdAt: Date;
  rate: { key: string; max: number; windowMs: number };
  lease: { key: string; ttlMs: number };
}

/** The activity a question is asked in, as the send reads it. */
export type QuestionActivity = AnswerActivity & {
  courseId: string;
  materialStatus: MaterialStatus;
  model: Model;
};

/** What the one statement found and did. */
export interface QuestionOutcome {
  /** Null when the activity is not one the student may see (access/activities.ts's rule). */
  activity: QuestionActivity | null;
  /** The conversation's status before this question, null before the first one. */
  status: 'in_progress' | 'completed' | null;
  /** A question of this student's with the same clientMessageId is saved already. */
  sent: boolean;
  /** The rate-limit count after this question, null when it was not counted. */
  count: number | null;
  leased: boolean;
  /** Set once the question is saved (then the lease is held too). */
  conversationId: string | null;
  /** The turns before the question, oldest first, for the model. */
  history: Turn[];
}

interface ActivityRow {
  id: string;
  course_id: string;
  title: string;
  course_title: string;
  course_code: string;
  content_code: string;
  model: Model;
  temperature: number | null;
  assistant_instructions: string | null;
  answer_keys: string[];
  vector_store: AnswerActivity['vectorStore'];
  material_status: MaterialStatus;
  embedding_model: string | null;
  updated_ms: number;
}

// An activity `a` and its course `c` as ActivityRow.
const ACTIVITY_COLUMNS = `a.id, a.course_id, a.title, c.title as course_title, c.course_code,
         a.content_code, a.model, a.temperature::float8 as temperature, a.assistant_instructions,
         a.answer_keys, a.vector_store, a.material_status, a.embedding_model,
         -- a Date's milliseconds, as the ORM reads updated_at
         floor(extract(epoch from a.updated_at) * 1000)::bigint as updated_ms`;

const toQuestionActivity = (a: ActivityRow): QuestionActivity => ({
  id: a.id,
  courseId: a.course_id,
  title: a.title,
  courseTitle: a.course_title,
  courseCode: a.course_code,
  contentCode: a.content_code,
  model: a.model,
  temperature: a.temperature,
  assistantInstructions: a.assistant_instructions,
  answerKeys: a.answer_keys,
  vectorStore: a.vector_store,
  materialStatus: a.material_status,
  materialStamp: materialStamp({
    materialStatus: a.material_status,
    embeddingModel: a.embedding_model,
    updatedAt: new Date(Number(a.updated_ms)),
  }),
});

interface Row {
  activity: ActivityRow | null;
  status: QuestionOutcome['status'];
  sent: boolean;
  count: number | null;
  leased: boolean;
  conversation_id: string | null;
  history: Turn[] | null;
}

// One statement for the whole send, its own transaction: the student's access to the
// activity (access/activities.ts's STUDENT_SEES_ACTIVITY_SQL), a repeated
// clientMessageId, the conversation's status, the material's readiness (asking.ts's
// MATERIAL_NOT_READY, passed in), the asking rate and the one-reply-at-a-time lease (the
// rate_count and take_lease functions services/rate-limit.ts uses too), the conversation
// and the question, and the turns the model reads. Hand-written SQL rather than Kysely:
// the send's whole transaction is one round trip, prepared once per connection. Each write happens only if every check before it passed; a refused
// question changes nothing but the rate count, as when these were separate statements. The
// conversation's row is locked as it is read, so a submit committed meanwhile is seen
// before the lease is taken. Prepared (db/prepared.ts): run on every turn. The turns are
// read as a scalar subquery's conversation, so every plan (a prepared statement's generic
// one too) walks the conversation's index from its newest message and stops at 12, where a
// join with the question let the planner read the whole conversation and sort it.
const SAVE_QUESTION: Prepared = {
  name: 'save_question',
  text: `
with act as (
  select ${ACTIVITY_COLUMNS}
    from activities a join courses c on c.id = a.course_id
   where ${STUDENT_SEES_ACTIVITY_SQL}
),
existing as (
  select v.id, v.status from conversations v, act
   where v.activity_id = act.id and v.student_id = $2::uuid
   for update of v
),
sent as (
  select 1 from messages m, existing v
   where m.conversation_id = v.id and m."client_message_id" = $3::uuid and m.reply_id is not null
),
asking as (
  select 1 from act
   where act.material_status <> all ($14::text[])
     and not exists (select 1 from sent)
     and not exists (select 1 from existing where status = 'completed')
),
rate as (select rate_count($4::text, $5::int) as count from asking),
lease as (select take_lease($6::text, $8::int) as taken from rate where rate.count <= $7::int),
conversation as (
  insert into conversations (id, activity_id, student_id, status, last_message_at, created_at, updated_at)
  select $9::uuid, act.id, $2::uuid, 'in_progress', $10::timestamptz, now(), now()
    from act, lease where lease.taken
  on conflict (activity_id, student_id) do update
    set last_message_at = excluded.last_message_at, updated_at = excluded.updated_at
    where conversations.status = 'in_progress'
  returning id
),
question as (
  insert into messages (id, conversation_id, sender, content, "client_message_id", reply_id, created_at)
  select $11::uuid, conversation.id, 'user', $12::text, $3::uuid, $13::uuid, $10::timestamptz
    from conversation
  returning conversation_id
),
turns as (
  select m.sender, m.content, m.created_at from messages m
   where m.conversation_id = (select conversation_id from question)
     and m.created_at < $10::timestamptz and m.status = 'complete'
   order by m.created_at desc
   limit 12
)
select (select row_to_json(act) from act) as activity,
       (select status from existing) as status,
       exists (select 1 from sent) as sent,
       (select count from rate) as count,
       coalesce((select taken from lease), false) as leased,
       (select conversation_id from question) as conversation_id,
       (select json_agg(json_build_object('sender', t.sender, 'content', t.content)
                        order by t.created_at) from turns t) as history`,
};

/** Runs the send's one statement (see SAVE_QUESTION); `onSent` as runPrepared's. */
export async function saveQuestion(
  conn: PostgreSqlConnection,
  q: QuestionInput,
  onSent?: () => void,
): Promise<QuestionOutcome> {
  const [row] = await runPrepared<Row>(
    conn,
    SAVE_QUESTION,
    [
      q.activityId,
      q.studentId,
      q.clientMessageId,
      q.rate.key,
      q.rate.windowMs,
      q.lease.key,
      q.rate.max,
      q.lease.ttlMs,
      q.conversationId,
      q.createdAt,
      q.id,
      q.content,
      q.replyId,
      MATERIAL_NOT_READY,
    ],
    onSent,
  );
  return {
    activity: row?.activity ? toQuestionActivity(row.activity) : null,
    status: row?.status ?? null,
    sent: row?.sent ?? false,
    count: row?.count ?? null,
    leased: row?.leased ?? false,
    conversationId: row?.conversation_id ?? null,
    history: row?.history ?? [],
  };
}

/** A saved question's conversation and activity; null if it was not saved. */
export async function savedQuestion(
  conn: PostgreSqlConnection,
  questionId: string,
): Promise<{ conversationId: string; activity: QuestionActivity } | null> {
  // Raw SQL kept: it reads the activity through the hot send statement's ACTIVITY_COLUMNS.
  const [row] = await conn.execute<{ conversation_id: string; activity: ActivityRow }[]>(
    `select v.id as conversation_id, (select row_to_json(act) from (
              select ${ACTIVITY_COLUMNS} from activities a join courses c on c.id = a.course_id
               where a.id = v.activity_id) act) as activity
       from messages m join conversations v on v.id = m.conversation_id
      where m.id = ? and m.sender = 'user'`,
    [questionId],
  );
  return row?.activity
    ? { conversationId: row.conversation_id, activity: toQuestionActivity(row.activity) }
    : null;
}
