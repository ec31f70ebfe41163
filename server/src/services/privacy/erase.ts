import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../../db/entities/course.ts';
import { User } from '../../db/entities/user.ts';
import { conflict, notFound } from '../../errors.ts';
import { type AuditActor, personName, recordAudit } from '../audit/record.ts';
import { readPrivacySettings } from './school-settings.ts';
import { text } from '../../texts/index.ts';

export const ERASED_NAME = 'Erased person';

type Counts = Record<string, number>;

async function count(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ n: string | number }[]>(sql, params);
  return Number(row?.n ?? 0);
}

/** Other people's notifications that name the person or link to their transcript. */
const NAMING_NOTIFICATIONS = `from notifications
  where user_id <> ? and (link ilike '%' || ? || '%' or title ilike '%' || ? || '%'
                          or body ilike '%' || ? || '%')`;

async function loadPerson(em: EntityManager, userId: string) {
  const person = await em.findOne(User, { id: userId, role: { $in: ['student', 'teacher'] } });
  if (!person) throw notFound(text('error.personNotFound'));
  return person;
}

/**
 * What erasing the person takes, for the confirmation dialog (docs/product.md#erasure):
 * how many of each kind of row, and whether their conversations go or stay anonymised.
 */
export async function erasureImpact(em: EntityManager, userId: string) {
  const person = await loadPerson(em, userId);
  const settings = await readPrivacySettings(em);
  const name = personName(person);
  const id = person.id;
  const mine = (table: string, column = 'user_id') =>
    count(em, `select count(*) as n from ${table} where ${column} = ?`, [id]);
  const inConversations = (table: string) =>
    count(
      em,
      `select count(*) as n from ${table} t join conversations c on c.id = t.conversation_id
        where c.student_id = ?`,
      [id],
    );
  const [
    enrollments,
    conversations,
    messages,
    questions,
    feedback,
    notifications,
    apiTokens,
    sessions,
    others,
    contactMessages,
    coursesTaught,
  ] = await Promise.all([
    mine('enrollments', 'student_id'),
    mine('conversations', 'student_id'),
    inConversations('messages'),
    inConversations('teacher_questions'),
    inConversations('submission_feedback'),
    mine('notifications'),
    mine('api_tokens'),
    mine('sessions'),
    count(em, `select count(*) as n ${NAMING_NOTIFICATIONS}`, [id, person.email, name, name]),
    count(em, `select count(*) as n from contact_messages where lower(email) = lower(?)`, [
      person.email,
    ]),
    em.find(
      Course,
      { teacher: id },
      { fields: ['id', 'courseCode', 'title'], orderBy: { courseCode: 'asc' }, limit: 1000 },
    ),
  ]);
  const anonymise = person.role === 'student' && settings.erasureKeepsTeacherRecords;
  return {
    id,
    name,
    role: person.role,
    /**
     * 'anonymise': conversations, feedback and answers stay under an anonymous name, without
     * the student's own words.
     */
    mode: anonymise ? ('anonymise' as const) : ('remove' as const),
    /** Courses the person teaches: while there are any, they cannot be erased. */
    coursesTaught: coursesTaught.map((c) => ({
      id: c.id,
      courseCode: c.courseCode,
      title: c.title,
    })),
    counts: {
      enrollments,
      conversations,
      messages,
      questions,
      feedback,
      notifications,
      notificationsNamingThem: others,
      apiTokens,
      sessions,
      contactMessages,
    } satisfies Counts,
  };
}

/**
 * Erases a person (docs/product.md#erasure): their account, sign-ins, tokens, enrollments,
 * notifications, contact messages and rate counters; their conversations with messages,
 * questions and feedback, or, when the school keeps teachers' records, those moved to a
 * new anonymous student; other people's notifications that name them; and their name in
 * the audit trail. One transaction that first locks the person and their conversations:
 * a message sent meanwhile waits, then fails on the missing conversation, so none is left
 * behind (docs/security.md#students-data-rights).
 */
export async function erasePerson(em: EntityManager, userId: string, actor: AuditActor) {
  const impact = await erasureImpact(em, userId);
  if (impact.coursesTaught.length > 0) throw stillTeaches(impact.name, impact.coursesTaught);
  await em.transactional(async (tx) => {
    // An archived course's conversations move or go with the person too.
    await tx.execute(`select set_config('teachchat.archive_maintenance', 'on', true)`);
    const [person] = await tx.execute<
      { id: string; email: string; first_name: string; last_name: string }[]
    >(`select id, email, first_name, last_name from users where id = ? for update`, [userId]);
    if (!person) throw notFound(text('error.personNotFound'));
    const name = `${person.first_name} ${person.last_name}`.trim();
    const conversations = await tx.execute<{ id: string }[]>(
      `select id from conversations where student_id = ? order by id for update`,
      [userId],
    );
    if (impact.mode === 'anonymise' && conversations.length > 0) {
      await moveToAnonymous(
        tx,
        conversations.map((c) => c.id),
      );
    }
    await tx.execute(`delete ${NAMING_NOTIFICATIONS}`, [userId, person.email, name, name]);
    await tx.execute(`delete from contact_messages where lower(email) = lower(?)`, [person.email]);
    await tx.execute(`delete from rate_limits where key like '%' || ? || '%'`, [userId]);
    await tx.execute(
      `delete from bus_payloads where payload::text like '%' || ? || '%'
          or payload::text ilike '%' || ? || '%'`,
      [userId, person.email],
    );
    // Sessions, tokens, enrollments, notifications, preferences, picture, LMS accounts and
    // (unless moved above) conversations with their messages, questions and feedback go
    // with the account by their foreign keys.
    await tx.execute(`delete from users where id = ?`, [userId]);
    await scrubAuditNames(tx, userId);
    await recordAudit(tx, actor, {
      action: 'person_erased',
      subject: { id: userId, name: ERASED_NAME },
      resource: { type: 'user', id: userId, label: ERASED_NAME },
      details: { mode: impact.mode, role: impact.role, ...impact.counts },
    });
  });
  return impact;
}

/** The error catalogue's "still teaches", as deleting a teacher words it. */
function stillTeaches(name: string, courses: { courseCode: string; title: string }[]) {
  return conflict(
    text('error.stillTeaches', {
      name,
      courses: courses.map((c) => `${c.courseCode} (${c.title})`),
      count: courses.length,
    }),
  );
}

/**
 * The conversations become a new anonymous student's: new rows (new ids) take the
 * messages, questions and feedback, so the old rows, which a racing send may still
 * reference, go with the account. What the student wrote goes, as retention clears it
 * (their messages keep sender, time and likes; their questions lose the note): words
 * can name a person, and insights are computed from them.
 */
async function moveToAnonymous(tx: EntityManager, ids: string[]) {
  const anonymousId = randomUUID();
  const code = anonymousId.slice(0, 8).toUpperCase();
  await tx.execute(
    `insert into users (id, role, first_name, last_name, email, skills, created_at, updated_at)
       values (?, 'student', 'Former student', ?, ?, '[]', now(), now())`,
    [anonymousId, code, `erased-${anonymousId}@erased.invalid`],
  );
  // One JSON parameter: the driver would spread a JavaScript array into a list of values.
  const pairs = JSON.stringify(ids.map((id) => ({ old_id: id, new_id: randomUUID() })));
  const moved = `select * from jsonb_to_recordset(?::jsonb) as m(old_id uuid, new_id uuid)`;
  await tx.execute(
    `insert into conversations (id, activity_id, student_id, status, submitted_at,
        last_message_at, created_at, updated_at)
     select m.new_id, c.activity_id, ?, c.status, c.submitted_at, c.last_message_at,
        c.created_at, c.updated_at
       from conversations c join (${moved}) m on m.old_id = c.id`,
    [anonymousId, pairs],
  );
  for (const table of ['messages', 'teacher_questions', 'submission_feedback']) {
    await tx.execute(
      `update ${table} t set conversation_id = m.new_id from (${moved}) m
        where t.conversation_id = m.old_id`,
      [pairs],
    );
  }
  // A send's retry key is the erased student's, not the anonymous one's.
  await tx.execute(
    `update messages set client_message_id = null,
        content = case when sender = 'user' then '' else content end,
        error = case when sender = 'user' then null else error end
      where conversation_id in (select new_id from (${moved}) m)`,
    [pairs],
  );
  await tx.execute(
    `update teacher_questions set note = null
      where conversation_id in (select new_id from (${moved}) m)`,
    [pairs],
  );
}

/** The audit trail keeps what was done, not who the erased person was. */
async function scrubAuditNames(tx: EntityManager, userId: string) {
  await tx.execute(`select set_config('teachchat.audit_maintenance', 'on', true)`);
  await tx.execute(
    `update audit_entries set subject_name = ? where subject_id = ? and subject_name is not null`,
    [ERASED_NAME, userId],
  );
  await tx.execute(`update audit_entries set resource_label = ? where resource_id = ?::text`, [
    ERASED_NAME,
    userId,
  ]);
  await tx.execute(`update audit_entries set actor_name = ?, ip = null where actor_id = ?`, [
    ERASED_NAME,
    userId,
  ]);
  await tx.execute(`select set_config('teachchat.audit_maintenance', 'off', true)`);
}
