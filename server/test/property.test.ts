import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '../src/trpc/router.ts';
import {
  changedTables,
  type DatabaseProbe,
  type Fingerprint,
  probeDatabase,
} from './support/db-fingerprint.ts';
import { inputJsonSchema, isFreeText, type Pools } from './support/input-shapes.ts';
import { type Case, cases, preview, type Procedure } from './support/property-cases.ts';
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

/**
 * Property: whatever a client sends as a procedure's input (hostile values, real field
 * names with hostile values, broken transport), the server never answers 5xx; a refusal
 * (4xx) says in words what is wrong, without a stack trace, and changes no row; what it
 * accepts (2xx) is stored exactly as sent. Every procedure of the router is covered, each
 * called by a user whose role may call it. Deterministic: a fixed seed (PROPERTY_SEED to
 * change it), printed by fast-check with the counterexample when a property fails.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_121);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 24);

// Areas run in this order; procedures that take things away (a course, the caller's
// session, an open activity) run last, so the others still find something to reach.
const AREAS = ['public', 'models', 'me', 'student', 'teacher', 'admin'];
const takesAway = (path: string) => /\.(remove|submit|signOut)$/.test(path);
const rank = (path: string) =>
  (takesAway(path) ? 100 : 0) + AREAS.indexOf(path.split('.')[0] ?? '');

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
let baseline: Fingerprint;
let pools: Pools;
const cookies = new Map<string, string>();
const tally = new Map<string, { runs: number; accepted: number; changed: number }>();

beforeAll(async () => {
  // A low chat limit, so refusals by the limit (429) are met and must change nothing too.
  app = await startTestApp({ CHAT_MESSAGES_PER_MINUTE: '1' });
  db = await probeDatabase(app.databaseUrl);
  for (const email of new Set([...Object.values(CALLERS), SIGN_OUT_CALLER]))
    if (email) cookies.set(email, (await signIn(app, email)).cookie);
  await settle();
  pools = await readPools([...cookies.keys()]);
  baseline = await db.fingerprint();
}, 120_000);

afterAll(async () => {
  const rows = [...tally].map(
    ([path, t]) => `${path}: ${t.accepted}/${t.runs} accepted, ${t.changed} changed rows`,
  );
  console.info(`Accepted inputs per procedure (seed ${SEED}):\n${rows.join('\n')}`);
  await db?.close();
  await app?.close();
});

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
  if (typeof value === 'string') out.push(value);
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

/** An accepted input's free-text fields (as the schema hands them on) are all in the rows. */
async function assertStoredAsSent(p: Procedure, value: unknown, changed: string[]) {
  if (!p.input || !p.json?.properties) return;
  const parsed = p.input.safeParse(value);
  if (!parsed.success) return;
  const sent: string[] = [];
  for (const [key, schema] of Object.entries(p.json.properties))
    if (isFreeText(schema))
      sent.push(...storedStrings((parsed.data as Record<string, unknown>)[key]));
  const stored = storedStrings(await db.rows(changed));
  for (const token of sent.flatMap((s) => s.split(/\s+/)).filter(Boolean))
    if (!stored.some((s) => s.includes(token)))
      throw new Error(`accepted ${preview(token)} but ${changed.join(', ')} hold something else`);
}

// A pollution attempt that worked would show on every object in this process (the app
// runs in it): the payloads use these names.
function assertNoPollution() {
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'role', 'isAdmin'])
    if (probe[key] !== undefined) throw new Error(`Object.prototype.${key} was set`);
}

async function check(p: Procedure, c: Case, cookie: string | undefined) {
  const t = tally.get(p.path) ?? { runs: 0, accepted: 0, changed: 0 };
  tally.set(p.path, t);
  t.runs++;
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
    t.accepted++;
    assertSchemaAccepts(p, c);
    await settle();
  }
  const after = await db.fingerprint();
  // A read of a transcript or an export is recorded in the audit trail: the one table a
  // query may append to.
  const changed = changedTables(baseline, after).filter(
    (table) => !(p.type === 'query' && table === 'audit_entries'),
  );
  baseline = after;
  if (!changed.length) return;
  if (outcome.status !== 200 || p.type === 'query')
    throw new Error(`answered ${outcome.status || 'nothing'} yet changed ${changed.join(', ')}`);
  t.changed++;
  if (c.payload.kind === 'value' && p.type === 'mutation')
    await assertStoredAsSent(p, c.payload.value, changed);
}

describe('every procedure, any input: never 5xx, refusals say why and change nothing', () => {
  afterAll(() => socket?.close());

  it.each(procedures.map((p, i) => ({ ...p, i })))('$type $path', async (p) => {
    const area = p.path.split('.')[0] ?? '';
    const email = p.path === 'me.signOut' ? SIGN_OUT_CALLER : CALLERS[area];
    const cookie = email ? cookies.get(email) : undefined;
    socket?.close();
    socket = undefined;
    await fc.assert(
      fc.asyncProperty(cases(p, pools), (c) => check(p, c, cookie)),
      // Without input the procedure never reads what is sent: only the transport varies.
      { seed: SEED + p.i, numRuns: p.input ? RUNS : Math.ceil(RUNS / 2) },
    );
  });
});
