import { randomUUID } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import type { AppRouter } from '../../src/index.ts';
import { materialSettled } from '../support/activities.ts';
import { replyDone, watchChat } from '../support/chat.ts';
import { httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { startLostCommitProxy } from '../support/lost-commit-proxy.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A client that got no answer to a send (or an error) sends it again with the same
 * clientMessageId: the student's message is saved once, and a send that failed leaves
 * nothing behind that would refuse the next one. The app reaches its database through a
 * proxy that can lose the answer to one COMMIT.
 */
let proxy: Awaited<ReturnType<typeof startLostCommitProxy>>;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let app: TestApp;
let activityId: string;
let databaseUrl: string;
const cookies = { aisha: '', lucas: '', sofia: '' };

beforeAll(async () => {
  llm = await startLlmDouble();
  llm.behave({ kind: 'reply', text: 'Binary search halves the list each step [1].' });
  databaseUrl = (await createTestDatabase()).url;
  proxy = await startLostCommitProxy(databaseUrl);
  app = await startTestApp({ DATABASE_URL: proxy.url, OPENAI_COMPATIBLE_BASE_URL: llm.baseURL });
  activityId = (
    await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })
  ).id;
  await materialSettled(app, activityId);
  for (const who of ['aisha', 'lucas', 'sofia'] as const) {
    cookies[who] = (await signIn(app, `${who}.${SURNAMES[who]}@example.edu`)).cookie;
  }
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await llm?.close();
});

const SURNAMES = { aisha: 'patel', lucas: 'moreau', sofia: 'ramirez' };
const UNAVAILABLE = 'TeachChat is temporarily unavailable. Please try again in a moment.';

async function openChat(cookie: string) {
  const http = httpClient(app, { cookie });
  const ws = wsClient(app, { cookie });
  const history = await http.student.chat.history.query({ activityId });
  const chat = watchChat(ws, { activityId, since: history.asOf });
  await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);
  return { http, view: chat.view, close: () => (chat.stop(), ws.close()) };
}

/** The student's saved questions with this text. */
async function saved(http: ReturnType<typeof httpClient>, content: string) {
  const { messages } = await http.student.chat.history.query({ activityId });
  return messages.filter((m) => m.sender === 'user' && m.content === content);
}

it('answers a repeated send with the saved message, once, even when both arrive at once', async () => {
  const aisha = await openChat(cookies.aisha);
  const send = { activityId, content: 'What is binary search?', clientMessageId: randomUUID() };
  const first = await aisha.http.student.chat.send.mutate(send);
  expect((await replyDone(aisha.view, first.replyId)).status).toBe('complete');
  // A retry after the reply, with the same id: the same message and reply, nothing new.
  expect(await aisha.http.student.chat.send.mutate(send)).toEqual(first);
  expect(await saved(aisha.http, send.content)).toHaveLength(1);

  const twice = { activityId, content: 'Why is it fast?', clientMessageId: randomUUID() };
  const [a, b] = await Promise.all([
    aisha.http.student.chat.send.mutate(twice),
    aisha.http.student.chat.send.mutate(twice),
  ]);
  expect(b).toEqual(a);
  expect((await replyDone(aisha.view, a.replyId)).status).toBe('complete');
  expect(await saved(aisha.http, twice.content)).toHaveLength(1);
  aisha.close();
});

it("keeps another student's id to them: the same id from a classmate is a message of his own", async () => {
  const aisha = await openChat(cookies.aisha);
  const lucas = await openChat(cookies.lucas);
  const clientMessageId = randomUUID();
  const hers = await aisha.http.student.chat.send.mutate({
    activityId,
    content: 'My own question',
    clientMessageId,
  });
  const his = await lucas.http.student.chat.send.mutate({
    activityId,
    content: 'His own question',
    clientMessageId,
  });
  expect(his.message.id).not.toBe(hers.message.id);
  expect(his.message.content).toBe('His own question');
  await replyDone(aisha.view, hers.replyId);
  await replyDone(lucas.view, his.replyId);
  aisha.close();
  lucas.close();
});

it('leaves nothing behind when a send fails mid-way: the next message is not refused', async () => {
  // PostgreSQL going away while the message is being saved, after the lease was taken.
  const db = app.db.orm.em.getConnection();
  await db.execute(`
    create function lose_question() returns trigger language plpgsql as $$
    begin
      if new.content = 'Lost in the outage' then
        raise exception 'terminating connection due to administrator command' using errcode = '57P01';
      end if;
      return new;
    end $$`);
  await db.execute(
    'create trigger lose_question before insert on messages for each row execute function lose_question()',
  );
  const sofia = await openChat(cookies.sofia);
  try {
    const failed = await sofia.http.student.chat.send
      .mutate({ activityId, content: 'Lost in the outage', clientMessageId: randomUUID() })
      .catch((e: unknown) => e as TRPCClientError<AppRouter>);
    expect(failed).toBeInstanceOf(TRPCClientError);
    expect(httpStatusOf(failed)).toBe(503);
    expect((failed as Error).message).toBe(UNAVAILABLE);
  } finally {
    await db.execute('drop trigger lose_question on messages');
    await db.execute('drop function lose_question');
  }
  const next = await sofia.http.student.chat.send.mutate({
    activityId,
    content: 'Is it back?',
    clientMessageId: randomUUID(),
  });
  expect((await replyDone(sofia.view, next.replyId)).status).toBe('complete');
  expect(await saved(sofia.http, 'Lost in the outage')).toEqual([]);
  sofia.close();
});

it('shows no reply to a question whose commit failed, and never asks the model about it', async () => {
  // The question's statement succeeds; PostgreSQL refuses the transaction when it commits.
  const db = app.db.orm.em.getConnection();
  await db.execute(`
    create function refuse_at_commit() returns trigger language plpgsql as $$
    begin
      if new.content = 'Refused at commit' then raise exception 'refused at commit'; end if;
      return new;
    end $$`);
  await db.execute(`create constraint trigger refuse_at_commit after insert on messages
    deferrable initially deferred for each row execute function refuse_at_commit()`);
  const aisha = await openChat(cookies.aisha);
  const asked = llm.requests.length;
  try {
    const failed = await aisha.http.student.chat.send
      .mutate({ activityId, content: 'Refused at commit', clientMessageId: randomUUID() })
      .catch((e: unknown) => e as TRPCClientError<AppRouter>);
    expect(failed).toBeInstanceOf(TRPCClientError);
  } finally {
    await db.execute('drop trigger refuse_at_commit on messages');
    await db.execute('drop function refuse_at_commit');
  }
  const next = await aisha.http.student.chat.send.mutate({
    activityId,
    content: 'Then how does binary search work?',
    clientMessageId: randomUUID(),
  });
  expect((await replyDone(aisha.view, next.replyId)).status).toBe('complete');
  // One reply on screen and one question to the model: the next message's.
  const replies = new Set(aisha.view.events.flatMap((e) => ('replyId' in e ? [e.replyId] : [])));
  expect([...replies]).toEqual([next.replyId]);
  expect(
    llm.requests.slice(asked).filter((r) => JSON.stringify(r).includes('Refused at commit')),
  ).toEqual([]);
  expect(await saved(aisha.http, 'Refused at commit')).toEqual([]);
  aisha.close();
});

it('saves a send whose answer was lost once: the retry gets it, its reply comes, the next works', async () => {
  const lucas = await openChat(cookies.lucas);
  const send = { activityId, content: 'Walk me through merge sort', clientMessageId: randomUUID() };
  proxy.loseNextCommitOf(new RegExp(send.clientMessageId));
  const lost = await lucas.http.student.chat.send
    .mutate(send)
    .catch((e: unknown) => e as TRPCClientError<AppRouter>);
  expect(proxy.armed, 'the commit was cut').toBe(false);
  expect(httpStatusOf(lost)).toBe(503);
  // Committed all the same; the client sends it again, as the web app does.
  const retried = await lucas.http.student.chat.send.mutate(send);
  expect(retried.message.content).toBe(send.content);
  expect(await saved(lucas.http, send.content)).toHaveLength(1);
  // Its reply is written (the node that saved it found out once it could ask) and frees
  // the lease, so the next message goes through at once.
  expect((await replyDone(lucas.view, retried.replyId)).status).toBe('complete');
  const next = await lucas.http.student.chat.send.mutate({
    activityId,
    content: 'And quicksort?',
    clientMessageId: randomUUID(),
  });
  expect((await replyDone(lucas.view, next.replyId)).status).toBe('complete');
  lucas.close();
});

it('refuses a message to a conversation submitted as it was saved, and holds nothing against the student elsewhere', async () => {
  const sofia = await openChat(cookies.sofia);
  const em = app.db.orm.em.fork();
  const other = await em.findOneOrFail(Activity, { course: { courseCode: 'MATH201' } });
  await materialSettled(app, other.id);
  // The submit's transaction, held open while the message is sent.
  const submit = new pg.Client({ connectionString: databaseUrl });
  await submit.connect();
  try {
    await submit.query('begin');
    await submit.query(
      `update conversations set status = 'completed', submitted_at = now()
        where activity_id = $1 and student_id = (select id from users where email = $2)`,
      [activityId, 'sofia.ramirez@example.edu'],
    );
    const sending = sofia.http.student.chat.send
      .mutate({ activityId, content: 'One more thing', clientMessageId: randomUUID() })
      .catch((e: unknown) => e as TRPCClientError<AppRouter>);
    // The send waits for the conversation's row, then the submit commits.
    await expect
      .poll(async () => {
        const { rows } = await submit.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        return rows[0]?.n;
      })
      .toBeGreaterThan(0);
    await submit.query('commit');
    const refused = await sending;
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as Error).message).toBe(
      'This activity has been submitted. You can no longer send messages.',
    );
  } finally {
    await submit.end();
  }
  expect(await saved(sofia.http, 'One more thing')).toEqual([]);
  // Nothing of that send is held against her: her next question, in another course, goes.
  const ws = wsClient(app, { cookie: cookies.sofia });
  const math = watchChat(ws, { activityId: other.id, since: new Date() });
  const next = await sofia.http.student.chat.send.mutate({
    activityId: other.id,
    content: 'What is an eigenvalue?',
    clientMessageId: randomUUID(),
  });
  expect((await replyDone(math.view, next.replyId)).status).toBe('complete');
  math.stop();
  ws.close();
  sofia.close();
});
