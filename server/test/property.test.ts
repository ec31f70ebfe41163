import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '../src/trpc/router.ts';
import { type DatabaseProbe, probeDatabase } from './support/db-fingerprint.ts';
import { watchWrites, type WriteLog } from './support/db-writes.ts';
import { inputJsonSchema, isFreeText, type Pools } from './support/input-shapes.ts';
import { Case, cases, preview, type Procedure, validCases } from './support/property-cases.ts';
import { FIXTURE_STUDENT, seedTeacherWork } from './support/property-fixture.ts';
import { type Reach, readReach } from './support/reach.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import {
  httpCall,
  type Outcome,
  RawSocket,
  superjsonText,
  wsGarbage,
  wsSubscribe,
} from './support/trpc-wire.ts';
import { hostileFields, resolveRefs } from './support/valid-inputs.ts';

/**
 * Property: whatever a client sends as a procedure's input (hostile values, real field
 * names with hostile values, broken transport), the server never answers 5xx; a refusal
 * (4xx) says in words what is wrong, without a stack trace, and changes no row; what it
 * accepts (2xx) is stored exactly as sent. Every procedure of the router is covered, each
 * called by a user whose role may call it. Every mutation also gets valid inputs (rows
 * the caller may reach, one free-text field hostile), and must accept some: at least
 * MIN_STORED stored as sent where it stores text, at least one otherwise. Deterministic
 * in what it generates: a fixed seed (PROPERTY_SEED to change it), printed by fast-check
 * with the counterexample when a property fails.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_121);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 24);
const VALID_RUNS = Number(process.env.PROPERTY_VALID_RUNS ?? 8);
const MIN_STORED = 3;

// Mutations that read their text rather than store it: a preview answers a question, a
// roster is parsed into accounts (test/admin/roster.test.ts checks what it creates).
const readsText = (path: string) => /\.preview$|^admin\.roster\./.test(path);

// Mutations no valid input here can make succeed, and where that is tested instead.
const CANNOT_SUCCEED: Record<string, string> = {
  'admin.lti.syncRoster': 'asks the LMS for its roster (test/lti)',
};

// Areas run in this order; procedures that take things away (a course, the caller's
// session, an open activity) run last, so the others still find something to reach.
const AREAS = ['public', 'models', 'me', 'student', 'teacher', 'admin'];
// Among those, what hangs off a row (a note, an enrollment) goes before the row.
const takesAway = (path: string) => /\.(remove|submit|signOut)$/.test(path);
const takesParents = (path: string) => /(activities|courses|teachers|students)\.remove$/.test(path);
const rank = (path: string) =>
  (takesAway(path) ? 100 : 0) +
  (takesParents(path) ? 10 : 0) +
  AREAS.indexOf(path.split('.')[0] ?? '');

const procedures: Procedure[] = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: Procedure['type']; inputs: z.ZodType[] } }
  >,
)
  .map(([path, p]) => {
    const input = p._def.inputs[0];
    return { path, type: p._def.type, input, json: input && inputJsonSchema(input) };
  })
  .sort((a, b) => rank(a.path) - rank(b.path));

/** Who calls: a user whose role may call the procedure (public ones: nobody signed in). */
const CALLERS: Record<string, string | undefined> = {
  public: undefined,
  models: 'omar.haddad@example.edu',
  me: 'omar.haddad@example.edu',
  admin: 'dana.whitfield@example.edu',
  teacher: 'maria.okafor@example.edu',
  student: 'aisha.patel@example.edu',
};
// Signing out ends its session: it gets one of its own.
const SIGN_OUT_CALLER = 'emma.johansson@example.edu';

let app: TestApp;
let db: DatabaseProbe;
let writes: WriteLog;
let sql: pg.Client;
let pools: Pools;
const cookies = new Map<string, string>();

beforeAll(async () => {
  // A low chat limit, so that refusals by the limit (429) are met too once the valid
  // inputs have had their turn.
  app = await startTestApp({ CHAT_MESSAGES_PER_MINUTE: String(MIN_STORED + 1) });
  db = await probeDatabase(app.databaseUrl);
  sql = new pg.Client({ connectionString: app.databaseUrl });
  await sql.connect();
  const emails = [...new Set([...Object.values(CALLERS), SIGN_OUT_CALLER, FIXTURE_STUDENT])];
  const signedIn = await Promise.all(
    emails
      .filter((email) => email !== undefined)
      .map(async (email) => ({ email, cookie: (await signIn(app, email)).cookie })),
  );
  // Set in the callers' order, whichever signed in first.
  for (const { email, cookie } of signedIn) cookies.set(email, cookie);
  await settle();
  await seedTeacherWork(app, sql, {
    student: cookieOf(FIXTURE_STUDENT),
    admin: cookieOf(CALLERS.admin),
  });
  await settle();
  pools = await readPools([...cookies.keys()]);
  writes = await watchWrites(app.databaseUrl);
}, 120_000);

afterAll(async () => {
  await writes?.close();
  await sql?.end();
  await db?.close();
  await app?.close();
});

function cookieOf(email: string | undefined): string {
  const cookie = email && cookies.get(email);
  if (!cookie) throw new Error(`${email} is not signed in`);
  return cookie;
}

/**
 * Real ids, emails and course codes, in a stable order so a seed picks the same things on
 * every run. Users we call as stay out: removing one would end the calls that follow.
 */
async function readPools(callers: string[]): Promise<Pools> {
  const conn = app.db.orm.em.getConnection();
  const rows = await conn.execute<{ kind: string; id: string }[]>(
    `select kind, id from (
       select 'course' as kind, id, course_code as rank from courses
       union all select 'activity', id, title from activities
       union all select role, id, email from users where email not in (?)
       union all select 'message', id, created_at::text from messages
       union all select 'notification', id, created_at::text from notifications
       union all select 'contact', id, created_at::text from contact_messages
     ) pool order by kind, rank`,
    [callers],
  );
  const ids: Record<string, string[]> = { any: rows.map((r) => r.id) };
  for (const { kind, id } of rows) (ids[kind] ??= []).push(id);
  const users = await conn.execute<{ email: string }[]>('select email from users order by email');
  const codes = await conn.execute<{ code: string }[]>(
    'select course_code as code from courses order by course_code',
  );
  return { ids, emails: users.map((r) => r.email), courseCodes: codes.map((r) => r.code) };
}

/** Waits for the app's own background work (a reply being written, an ingestion). */
async function settle() {
  const deadline = Date.now() + 30_000;
  while ((await db.busy()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

let socket: RawSocket | undefined;
let nextId = 1000;

async function send(p: Procedure, c: Case, cookie: string | undefined): Promise<Outcome> {
  const { payload } = c;
  if (p.type === 'subscription') {
    if (!socket || socket.closed) socket = await RawSocket.open(app, cookie);
    const id = nextId++;
    // A started subscription whose input it reads gets a moment to fail on a lookup.
    const settleMs = p.input ? 200 : 0;
    if (payload.kind === 'value') {
      const input = superjsonText(payload.value);
      const frame = `{"id":${id},"method":"subscription","params":{"path":${JSON.stringify(p.path)}${input ? `,"input":${input}` : ''}}}`;
      return wsSubscribe(socket, id, frame, { settleMs });
    }
    if (payload.kind !== 'ws') throw new Error('a subscription case must be a value or a frame');
    const g = payload.garbage;
    return g.kind === 'request'
      ? wsSubscribe(socket, id, g.frame(id), { settleMs })
      : wsGarbage(socket, g.frame, g.binary);
  }
  if (payload.kind === 'http') return httpCall(app, { path: p.path, ...payload.request }, cookie);
  if (payload.kind !== 'value')
    throw new Error('a query or mutation case must be a value or a request');
  const text = superjsonText(payload.value);
  return p.type === 'query'
    ? httpCall(
        app,
        { method: 'GET', path: p.path, query: text && `input=${encodeURIComponent(text)}` },
        cookie,
      )
    : httpCall(app, { method: 'POST', path: p.path, body: text ?? '{}' }, cookie);
}

// A stack frame, a source path or a module path, or the JavaScript engine's own words
// about a value it could not read: internals, not a message for people.
const INTERNALS =
  /\n\s+at |node_modules|\.[cm]?[jt]s:\d+|\/src\/|Cannot (destructure|read properties)|Maximum call stack|is not (an object|a function|iterable)|Unexpected token/;

function assertClearMessage(o: Outcome) {
  const messages = o.messages.map((m) => m.trim()).filter(Boolean);
  if (!messages.some((m) => !/^[[{]/.test(m)))
    throw new Error(`refused with ${o.status} but said nothing a person can read: ${o.raw}`);
  const internal = messages.find((m) => INTERNALS.test(m));
  if (internal)
    throw new Error(`refused with ${o.status}, showing internals: ${preview(internal)}`);
}

/** Every string in stored rows (jsonb columns included). */
function storedStrings(value: unknown, out: string[] = []): string[] {
  // A teacher's note is kept as a file's bytes, which to_jsonb writes as \x and hex.
  if (typeof value === 'string' && /^\\x(?:[0-9a-f]{2})*$/.test(value))
    out.push(Buffer.from(value.slice(2), 'hex').toString('utf8'));
  else if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) storedStrings(v, out);
  return out;
}

/** The server accepts no more than the procedure's own schema does. */
function assertSchemaAccepts(p: Procedure, c: Case) {
  if (c.payload.kind !== 'value' || !p.input) return;
  const parsed = p.input.safeParse(c.payload.value);
  if (!parsed.success)
    throw new Error(`accepted an input its own schema refuses: ${parsed.error.message}`);
}

/**
 * An accepted input's free-text fields (as the schema hands them on) are all in the rows.
 * Returns whether there was any text to find.
 */
async function assertStoredAsSent(p: Procedure, value: unknown, changed: string[]) {
  if (!p.input || !p.json?.properties) return false;
  const parsed = p.input.safeParse(value);
  if (!parsed.success) return false;
  const sent: string[] = [];
  for (const [key, schema] of Object.entries(p.json.properties))
    if (isFreeText(schema))
      sent.push(...storedStrings((parsed.data as Record<string, unknown>)[key]));
  const stored = storedStrings(await db.rows(changed));
  const tokens = sent.flatMap((s) => s.split(/\s+/)).filter(Boolean);
  for (const token of tokens)
    if (!stored.some((s) => s.includes(token)))
      throw new Error(`accepted ${preview(token)} but ${changed.join(', ')} hold something else`);
  return tokens.length > 0;
}

// A pollution attempt that worked would show on every object in this process (the app
// runs in it): the payloads use these names.
function assertNoPollution() {
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'role', 'isAdmin'])
    if (probe[key] !== undefined) throw new Error(`Object.prototype.${key} was set`);
}

interface Tally {
  runs: number;
  accepted: number;
  stored: number;
}
const newTally = (): Tally => ({ runs: 0, accepted: 0, stored: 0 });

/**
 * What a caller may reach, as last read. Reading it takes a query over every table, and
 * the rows stay the same until a call writes (background work is settled after each
 * accepted call, and every write to the app's tables shows in the write log): kept only
 * from a check that ended without any write.
 */
let reachRead: { caller: string | undefined; reach: Reach } | undefined;

async function check(p: Procedure, c: Case, caller: string | undefined, tally: Tally) {
  const cookie = caller ? cookies.get(caller) : undefined;
  tally.runs++;
  const kept = reachRead?.caller === caller ? reachRead : undefined;
  reachRead = undefined;
  let read = kept;
  if (c.payload.kind === 'valid') {
    read ??= { caller, reach: await readReach(sql, caller, [...cookies.keys()]) };
    const { reach } = read;
    c = new Case(c.label, { kind: 'value', value: resolveRefs(c.payload.template, reach) });
  }
  const outcome = await send(p, c, cookie);
  assertNoPollution();
  if (
    outcome.status >= 500 ||
    (outcome.status > 0 && outcome.status < 200) ||
    (outcome.status >= 300 && outcome.status < 400)
  )
    throw new Error(`answered ${outcome.status}: ${outcome.raw}`);
  if (outcome.status >= 400) assertClearMessage(outcome);
  if (outcome.status >= 200 && outcome.status < 300) {
    tally.accepted++;
    assertSchemaAccepts(p, c);
    await settle();
  }
  // A read of a transcript or an export is recorded in the audit trail: the one table a
  // query may append to.
  const written = await writes.take();
  if (!written.length) reachRead = read;
  const changed = written.filter((table) => !(p.type === 'query' && table === 'audit_entries'));
  if (!changed.length) return;
  if (outcome.status !== 200 || p.type === 'query')
    throw new Error(`answered ${outcome.status || 'nothing'} yet changed ${changed.join(', ')}`);
  if (c.payload.kind === 'value' && p.type === 'mutation' && !readsText(p.path))
    if (await assertStoredAsSent(p, c.payload.value, changed)) tally.stored++;
}

/** Whether valid inputs of the mutation carry text of a person's it must store as sent. */
const storesText = (p: Procedure) =>
  !readsText(p.path) && !!p.json && hostileFields(p.path, p.json).length > 0;

describe('every procedure, any input: never 5xx, refusals say why and change nothing', () => {
  afterAll(() => socket?.close());

  it.each(procedures.map((p, i) => ({ ...p, i })))('$type $path', async (p) => {
    const area = p.path.split('.')[0] ?? '';
    const caller = p.path === 'me.signOut' ? SIGN_OUT_CALLER : CALLERS[area];
    socket?.close();
    socket = undefined;
    // Valid inputs first: what they reach (a row to remove, a chat's rate limit) is not
    // yet taken by the other cases.
    const valid = validCases(p, pools);
    const t = newTally();
    if (valid)
      await fc.assert(
        fc.asyncProperty(valid, (c) => check(p, c, caller, t)),
        { seed: SEED + p.i, numRuns: VALID_RUNS },
      );
    const other = newTally();
    await fc.assert(
      fc.asyncProperty(cases(p, pools), (c) => check(p, c, caller, other)),
      // Without input the procedure never reads what is sent: only the transport varies.
      { seed: SEED + p.i, numRuns: p.input ? RUNS : Math.ceil(RUNS / 2) },
    );
    if (!valid) return;
    // Without inputs it accepts, the claim that what it accepts is stored as sent would
    // go untested.
    const why = CANNOT_SUCCEED[p.path];
    if (why) expect(t.accepted, `${p.path} ${why}, yet accepted`).toBe(0);
    else if (storesText(p))
      expect(t.stored, `valid inputs accepted and stored, of ${t.runs}`).toBeGreaterThanOrEqual(
        MIN_STORED,
      );
    else expect(t.accepted, `valid inputs accepted, of ${t.runs}`).toBeGreaterThan(0);
  });
});
