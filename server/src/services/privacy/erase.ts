import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, sql } from 'kysely';
import { Course } from '../../db/entities/course.ts';
import { User } from '../../db/entities/user.ts';
import { type DB, EMPTY_JSON_LIST, kysely } from '../../db/kysely.ts';
import { maintenance } from '../../db/maintenance.ts';
import { conflict, notFound } from '../../errors.ts';
import { type AuditActor, personName, recordAudit } from '../audit/record.ts';
import { readPrivacySettings } from './school-settings.ts';
import { text } from '../../texts/index.ts';

export const ERASED_NAME = 'Erased person';

type Counts = Record<string, number>;

/** Other people's notifications that name the person or link to their transcript. */
function namingThem(userId: string, email: string, name: string) {
  return ({ eb, or, and }: ExpressionBuilder<DB, 'notifications'>) =>
    and([
      eb('user_id', '<>', userId),
      or([
        eb('link', 'ilike', `%${email}%`),
        eb('title', 'ilike', `%${name}%`),
        eb('body', 'ilike', `%${name}%`),
      ]),
    ]);
}

const sameEmail =
  (email: string) =>
  ({ eb, fn, val }: ExpressionBuilder<DB, 'contact_messages'>) =>
    eb(fn('lower', ['email']), '=', fn('lower', [val(email)]));

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
  const counts = kysely(em)
    .selectNoFrom(({ selectFrom }) => {
      const theirConversations = selectFrom('conversations')
        .select('id')
        .where('student_id', '=', id);
      return [
        selectFrom('enrollments')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('student_id', '=', id)
          .as('enrollments'),
        selectFrom('conversations')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('student_id', '=', id)
          .as('conversations'),
        selectFrom('messages')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('conversation_id', 'in', theirConversations)
          .as('messages'),
        selectFrom('teacher_questions')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('conversation_id', 'in', theirConversations)
          .as('questions'),
        selectFrom('submission_feedback')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('conversation_id', 'in', theirConversations)
          .as('feedback'),
        selectFrom('notifications')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('user_id', '=', id)
          .as('notifications'),
        selectFrom('api_tokens')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('user_id', '=', id)
          .as('apiTokens'),
        selectFrom('sessions')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('user_id', '=', id)
          .as('sessions'),
        selectFrom('notifications')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where(namingThem(id, person.email, name))
          .as('notificationsNamingThem'),
        selectFrom('contact_messages')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where(sameEmail(person.email))
          .as('contactMessages'),
      ];
    })
    .executeTakeFirstOrThrow();
  const [row, coursesTaught] = await Promise.all([
    counts,
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
      enrollments: Number(row.enrollments),
      conversations: Number(row.conversations),
      messages: Number(row.messages),
      questions: Number(row.questions),
      feedback: Number(row.feedback),
      notifications: Number(row.notifications),
      notificationsNamingThem: Number(row.notificationsNamingThem),
      apiTokens: Number(row.apiTokens),
      sessions: Number(row.sessions),
      contactMessages: Number(row.contactMessages),
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
    await maintenance(tx, 'archive');
    const db = kysely(tx);
    const person = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!person) throw notFound(text('error.personNotFound'));
    const name = `${person.first_name} ${person.last_name}`.trim();
    const conversations = await db
      .selectFrom('conversations')
      .select('id')
      .where('student_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (impact.mode === 'anonymise' && conversations.length > 0) {
      await moveToAnonymous(
        tx,
        conversations.map((c) => c.id),
      );
    }
    await db
      .deleteFrom('notifications')
      .where(namingThem(userId, person.email, name))
      .execute();
    await db.deleteFrom('contact_messages').where(sameEmail(person.email)).execute();
    await db.deleteFrom('rate_limits').where('key', 'like', `%${userId}%`).execute();
    await db
      .deleteFrom('bus_payloads')
      .where(({ eb, or, cast }) =>
        or([
          eb(cast('payload', 'text'), 'like', `%${userId}%`),
          eb(cast('payload', 'text'), 'ilike', `%${person.email}%`),
        ]),
      )
      .execute();
    // Sessions, tokens, enrollments, notifications, preferences, picture, LMS accounts and
    // (unless moved above) conversations with their messages, questions and feedback go
    // with the account by their foreign keys.
    await db.deleteFrom('users').where('id', '=', userId).execute();
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
  const db = kysely(tx);
  const anonymousId = randomUUID();
  const code = anonymousId.slice(0, 8).toUpperCase();
  await db
    .insertInto('users')
    .values(({ fn }) => ({
      id: anonymousId,
      role: 'student',
      first_name: 'Former student',
      last_name: code,
      email: `erased-${anonymousId}@erased.invalid`,
      skills: EMPTY_JSON_LIST,
      created_at: fn('now'),
      updated_at: fn('now'),
    }))
    .execute();
  // One JSON parameter: the driver would spread a JavaScript array into a list of values.
  const pairs = JSON.stringify(ids.map((id) => ({ old_id: id, new_id: randomUUID() })));
  const moved = sql<{
    old_id: string;
    new_id: string;
  }>`jsonb_to_recordset(${pairs}::jsonb)`.as<'m'>(sql`m(old_id uuid, new_id uuid)`);
  await db
    .insertInto('conversations')
    .columns([
      'id',
      'activity_id',
      'student_id',
      'status',
      'submitted_at',
      'last_message_at',
      'created_at',
      'updated_at',
    ])
    .expression(
      db
        .selectFrom('conversations as c')
        .innerJoin(moved, 'm.old_id', 'c.id')
        .select(({ val }) => [
          'm.new_id',
          'c.activity_id',
          val(anonymousId).as('student_id'),
          'c.status',
          'c.submitted_at',
          'c.last_message_at',
          'c.created_at',
          'c.updated_at',
        ]),
    )
    .execute();
  await db
    .updateTable('messages as t')
    .from(moved)
    .set(({ ref }) => ({ conversation_id: ref('m.new_id') }))
    .whereRef('t.conversation_id', '=', 'm.old_id')
    .execute();
  await db
    .updateTable('teacher_questions as t')
    .from(moved)
    .set(({ ref }) => ({ conversation_id: ref('m.new_id') }))
    .whereRef('t.conversation_id', '=', 'm.old_id')
    .execute();
  await db
    .updateTable('submission_feedback as t')
    .from(moved)
    .set(({ ref }) => ({ conversation_id: ref('m.new_id') }))
    .whereRef('t.conversation_id', '=', 'm.old_id')
    .execute();
  const movedIds = db.selectFrom(moved).select('m.new_id');
  // A send's retry key is the erased student's, not the anonymous one's.
  await db
    .updateTable('messages')
    .set(({ eb, ref }) => ({
      client_message_id: null,
      content: eb.case().when('sender', '=', 'user').then('').else(ref('content')).end(),
      error: eb.case().when('sender', '=', 'user').then(null).else(ref('error')).end(),
    }))
    .where('conversation_id', 'in', movedIds)
    .execute();
  await db
    .updateTable('teacher_questions')
    .set({ note: null })
    .where('conversation_id', 'in', movedIds)
    .execute();
}

/** The audit trail keeps what was done, not who the erased person was. */
async function scrubAuditNames(tx: EntityManager, userId: string) {
  const db = kysely(tx);
  await maintenance(tx, 'audit');
  await db
    .updateTable('audit_entries')
    .set({ subject_name: ERASED_NAME })
    .where('subject_id', '=', userId)
    .where('subject_name', 'is not', null)
    .execute();
  await db
    .updateTable('audit_entries')
    .set({ resource_label: ERASED_NAME })
    .where('resource_id', '=', userId)
    .execute();
  await db
    .updateTable('audit_entries')
    .set({ actor_name: ERASED_NAME, ip: null })
    .where('actor_id', '=', userId)
    .execute();
  await maintenance(tx, 'audit', false);
}
