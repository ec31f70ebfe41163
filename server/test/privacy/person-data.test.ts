import type { EntityManager } from '@mikro-orm/postgresql';
import JSZip from 'jszip';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A person's data: the admin's and the student's own ZIP hold everything about them; an
 * erasure leaves nothing of them in any table (or, with the school's setting, their
 * teacher's records under an anonymous name), also when a message is sent meanwhile.
 */
let app: TestApp;
type Who = 'maria' | 'admin' | 'aisha' | 'lucas' | 'omar' | 'sofia';
const as = {} as Record<Who, Client>;
const cookies = {} as Record<Who, string>;
const emails: Record<Who, string> = {
  maria: 'maria.okafor@example.edu',
  admin: 'dana.whitfield@example.edu',
  aisha: 'aisha.patel@example.edu',
  lucas: 'lucas.moreau@example.edu',
  omar: 'omar.haddad@example.edu',
  sofia: 'sofia.ramirez@example.edu',
};
const ids = {} as Record<Who, string>;
const conversations = {} as Record<'aisha' | 'lucas' | 'omar' | 'sofia', string>;
let activityId: string;
const em = () => app.db.orm.em.fork() as EntityManager;

/** Asks the teacher about the conversation's first reply; Maria answers. */
async function askAndAnswer(who: 'aisha' | 'lucas' | 'omar', conversationId: string) {
  const reply = await em().findOneOrFail(
    Message,
    { conversation: conversationId, sender: 'assistant' },
    { orderBy: { createdAt: 'asc' } },
  );
  await as[who].student.questions.ask.mutate({ messageId: reply.id, note: `note of ${who}` });
  const [question] = await as.maria.teacher.questions.list.query({ status: 'open' });
  await as.maria.teacher.questions.answer.mutate({
    questionId: question?.id ?? '',
    content: `Answer for ${who}`,
  });
}

beforeAll(async () => {
  app = await startTestApp();
  for (const [who, email] of Object.entries(emails) as [Who, string][]) {
    cookies[who] = (await signIn(app, email)).cookie;
    as[who] = httpClient(app, { cookie: cookies[who] });
    ids[who] = (await em().findOneOrFail(User, { email })).id;
  }
  activityId = (await em().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })).id;
  for (const who of ['aisha', 'lucas', 'omar', 'sofia'] as const) {
    conversations[who] = await seedChat(app, emails[who], activityId, 2);
  }
  for (const who of ['aisha', 'lucas', 'omar'] as const) {
    await askAndAnswer(who, conversations[who]);
    await as[who].student.chat.submit.mutate({ activityId });
    await as.maria.teacher.feedback.save.mutate({
      conversationId: conversations[who],
      comment: `Feedback for ${who}`,
      score: 80,
    });
  }
  await as.aisha.me.tokens.create.mutate({ name: 'my script' });
  await httpClient(app).public.contact.send.mutate({
    name: 'Aisha Patel',
    email: emails.aisha,
    message: 'Please help with my account',
  });
  await as.maria.teacher.transcript.query({ activityId, studentEmail: emails.aisha });
});
afterAll(() => app.close());

const download = (path: string, headers: Record<string, string>) =>
  fetch(`${app.url}${path}`, { headers });
const sameOrigin = (who: Who) => ({ cookie: cookies[who], 'sec-fetch-site': 'same-origin' });

async function unzip(res: Response) {
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  const read = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  return {
    names: Object.keys(zip.files).sort(),
    read,
    json: async (n: string) => JSON.parse(await read(n)),
  };
}

describe("a person's data", () => {
  it('gives the admin a ZIP of everything held about one student', async () => {
    const res = await download(`/api/admin/people/${ids.aisha}/export`, sameOrigin('admin'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /teachchat-data-patel-\d{4}-\d\d-\d\d\.zip/,
    );
    const zip = await unzip(res);
    expect(zip.names).toEqual([
      'README.txt',
      'api-tokens.json',
      'audit-entries.json',
      'contact-messages.json',
      'conversations.json',
      'courses-taught.csv',
      'enrollments.csv',
      'feedback.json',
      'messages.csv',
      'notifications.json',
      'profile.json',
      'questions.json',
      'submissions.csv',
    ]);
    expect(await zip.json('profile.json')).toMatchObject({
      email: emails.aisha,
      firstName: 'Aisha',
    });
    const [conversation] = await zip.json('conversations.json');
    expect(conversation.messages.map((m: { content: string }) => m.content)).toEqual([
      'Question 1',
      'Answer 1',
      'Question 2',
      'Answer 2',
      'Answer for aisha',
    ]);
    expect(await zip.json('questions.json')).toMatchObject([
      { note: 'note of aisha', status: 'answered' },
    ]);
    expect(await zip.json('feedback.json')).toMatchObject([
      { comment: 'Feedback for aisha', score: 80 },
    ]);
    expect(await zip.json('api-tokens.json')).toEqual([
      { name: 'my script', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(JSON.stringify(await zip.json('api-tokens.json'))).not.toMatch(/hash/i);
    expect((await zip.json('contact-messages.json'))[0].message).toBe(
      'Please help with my account',
    );
    const audit = await zip.json('audit-entries.json');
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['transcript_viewed']);
    expect((await zip.read('messages.csv')).trim().split('\r\n')).toHaveLength(6);
    expect(await zip.read('enrollments.csv')).toMatch(/CS101/);
    expect((await zip.read('submissions.csv')).trim().split('\r\n')).toHaveLength(2);
  });

  it('lets a student download their own, and no one else reach it', async () => {
    const own = await download('/api/me/export', sameOrigin('lucas'));
    expect(own.status).toBe(200);
    expect((await (await unzip(own)).json('profile.json')).email).toBe(emails.lucas);
    expect(
      (await download(`/api/admin/people/${ids.aisha}/export`, sameOrigin('lucas'))).status,
    ).toBe(403);
    expect((await download('/api/me/export', {})).status).toBe(401);
    // A cross-site page's request carries the cookie only on a top-level navigation; still refused.
    const crossSite = await download('/api/me/export', {
      cookie: cookies.lucas,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(
      (await download(`/api/admin/people/${crypto.randomUUID()}/export`, sameOrigin('admin')))
        .status,
    ).toBe(404);
    const trail = await as.admin.admin.audit.list.query({ filter: { action: 'person_exported' } });
    expect(trail.rows.map((r) => [r.actorName, r.subjectName])).toEqual([
      ['Lucas Moreau', 'Lucas Moreau'],
      ['Dana Whitfield', 'Aisha Patel'],
    ]);
  });
});

/** Every row of every table, in any schema, whose text holds `needle`. */
async function rowsHolding(needle: string): Promise<Record<string, number>> {
  const tables = await em().execute<{ schema: string; name: string }[]>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await em().execute<{ n: string }[]>(
      `select count(*) as n from "${t.schema}"."${t.name}" r where r::text ilike '%' || ? || '%'`,
      [needle],
    );
    if (Number(row?.n) > 0) found[`${t.schema}.${t.name}`] = Number(row?.n);
  }
  return found;
}

describe('erasure', () => {
  it('names what will go before it goes', async () => {
    const impact = await as.admin.admin.privacy.erasureImpact.query({ id: ids.aisha });
    expect(impact).toMatchObject({
      name: 'Aisha Patel',
      mode: 'remove',
      counts: {
        enrollments: 2,
        conversations: 1,
        messages: 5,
        questions: 1,
        feedback: 1,
        apiTokens: 1,
        contactMessages: 1,
      },
    });
    expect(impact.counts.notificationsNamingThem).toBeGreaterThan(0);
    expect(impact.coursesTaught).toEqual([]);
  });

  it('refuses to erase a teacher who still teaches, naming the courses', async () => {
    const impact = await as.admin.admin.privacy.erasureImpact.query({ id: ids.maria });
    expect(impact.coursesTaught.map((c) => c.courseCode)).toEqual(['CS101', 'CS201']);
    const refused = await as.admin.admin.privacy.erase
      .mutate({ id: ids.maria })
      .catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(409);
    expect((refused as Error).message).toBe(
      'Maria Okafor still teaches CS101 (Introduction to Programming) and CS201 (Data Structures and Algorithms). Assign those courses to another teacher first.',
    );
    expect(await em().count(User, { id: ids.maria })).toBe(1);
  });

  it('removes the account and everything of theirs, and nothing of anyone else', async () => {
    const othersBefore = await em().count(Message, {
      conversation: { student: { $ne: ids.aisha } },
    });
    await as.admin.admin.privacy.erase.mutate({ id: ids.aisha });
    for (const needle of [
      emails.aisha,
      'Aisha',
      'Patel',
      'note of aisha',
      'Feedback for aisha',
      'my script',
    ]) {
      expect(await rowsHolding(needle), needle).toEqual({});
    }
    // Her id stays only in the audit trail, under no name.
    expect(Object.keys(await rowsHolding(ids.aisha))).toEqual(['public.audit_entries']);
    expect(await em().count(Conversation, { id: conversations.aisha })).toBe(0);
    expect(await em().count(Message, { conversation: { student: { $ne: ids.aisha } } })).toBe(
      othersBefore,
    );
    const [erased] = (
      await as.admin.admin.audit.list.query({ filter: { action: 'person_erased' } })
    ).rows;
    expect(erased).toMatchObject({ actorName: 'Dana Whitfield', subjectName: 'Erased person' });
    // Her session ended with her account.
    expect(httpStatusOf(await as.aisha.me.notifications.list.query().catch((e) => e))).toBe(401);
  });

  it("keeps the teacher's records under an anonymous name when the school says so", async () => {
    await as.admin.admin.privacy.saveSettings.mutate({ erasureKeepsTeacherRecords: true });
    const impact = await as.admin.admin.privacy.erasureImpact.query({ id: ids.lucas });
    expect(impact.mode).toBe('anonymise');
    await as.admin.admin.privacy.erase.mutate({ id: ids.lucas });
    // ('Lucas' alone is in the teacher's texts: "Answer for lucas", "Feedback for lucas".)
    for (const needle of [emails.lucas, 'Moreau', ids.lucas]) {
      const found = await rowsHolding(needle);
      delete found['public.audit_entries'];
      expect(found, needle).toEqual({});
    }
    // The conversation, its messages, the question, the answer and the feedback stay,
    // now a former student's.
    const kept = await em().findOneOrFail(
      Conversation,
      {
        activity: activityId,
        student: { lastName: { $ne: 'Moreau' }, firstName: 'Former student' },
      },
      { populate: ['student'] },
    );
    expect(kept.status).toBe('completed');
    const messages = await em().find(
      Message,
      { conversation: kept.id },
      { orderBy: { createdAt: 'asc' } },
    );
    // Only what Lucas wrote goes: his messages keep their place, time and sender, not their
    // words; his question keeps the answer, not his note.
    expect(messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', ''],
      ['assistant', 'Answer 1'],
      ['user', ''],
      ['assistant', 'Answer 2'],
      ['teacher', 'Answer for lucas'],
    ]);
    expect(await rowsHolding('note of lucas')).toEqual({});
    const rows = await as.maria.teacher.responses.list.query({});
    expect(rows.rows.map((r) => r.studentName)).toContain(
      `Former student ${kept.student.lastName}`,
    );
    expect(rows.rows.find((r) => r.studentName.startsWith('Former'))?.feedback).toMatchObject({
      comment: 'Feedback for lucas',
    });
    await as.admin.admin.privacy.saveSettings.mutate({ erasureKeepsTeacherRecords: false });
  });

  it('leaves no message behind when one is sent while the erasure runs', async () => {
    await as.admin.admin.privacy.saveSettings.mutate({ erasureKeepsTeacherRecords: false });
    const client = new pg.Client({ connectionString: app.databaseUrl });
    const sender = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    await sender.connect();
    try {
      // Hold Maria's notification about Omar: the erasure will wait there, after it has
      // locked Omar and his conversation.
      await client.query('begin');
      await client.query(
        `update notifications set read_at = now() where user_id = $1 and title ilike '%Omar%'`,
        [ids.maria],
      );
      const erasing = as.admin.admin.privacy.erase.mutate({ id: ids.omar });
      await expect
        .poll(async () => {
          const { rows } = await sender.query(
            `select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike 'delete from "notifications"%'`,
          );
          return rows[0].n;
        })
        .toBe(1);
      // A message sent now waits for the erasure, then finds its conversation gone.
      const late = sender.query(
        `insert into messages (id, conversation_id, sender, content, created_at)
           values (gen_random_uuid(), $1, 'user', 'sent during the erasure', now())`,
        [conversations.omar],
      );
      const lateOutcome = late.then(
        () => 'saved',
        (e: Error) => e.message,
      );
      await client.query('commit');
      await erasing;
      expect(await lateOutcome).toMatch(/foreign key/);
    } finally {
      await client.end();
      await sender.end();
    }
    expect(await rowsHolding('sent during the erasure')).toEqual({});
    expect(await rowsHolding(emails.omar)).toEqual({});
    expect(await em().count(Conversation, { id: conversations.omar })).toBe(0);
  });

  it('takes a message committed just before the erasure with the rest', async () => {
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into messages (id, conversation_id, sender, content, created_at)
           values (gen_random_uuid(), $1, 'user', 'sent just before', now())`,
        [conversations.sofia],
      );
      const erasing = as.admin.admin.privacy.erase.mutate({ id: ids.sofia });
      await new Promise((r) => setTimeout(r, 300));
      await client.query('commit');
      await erasing;
    } finally {
      await client.end();
    }
    expect(await rowsHolding('sent just before')).toEqual({});
    expect(await rowsHolding(emails.sofia)).toEqual({});
  });
});
