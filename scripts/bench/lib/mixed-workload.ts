import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@teachchat/server/bench-api';
import type { BenchApp } from './bench-app.ts';
import { httpClient, liveClient, openActivityPage, type LiveClient } from './live-client.ts';
import { addStudents, readyActivity, signIn, type BenchUser } from './population.ts';

export type OpKind = 'student page' | 'teacher page' | 'chat message';

/** Shares of each operation in the mix. */
export const MIX: [OpKind, number][] = [
  ['student page', 0.55],
  ['teacher page', 0.15],
  ['chat message', 0.3],
];

export interface Recorder {
  /** An HTTP request (a page's batched queries, or sending a message) and how long it took. */
  request(kind: OpKind, ms: number, error?: string): void;
  /** From sending a message to the first streamed text on the student's socket. */
  firstDelta(ms: number): void;
  /** From sending a message to the teacher's live responses list showing it. */
  teacherSaw(ms: number): void;
  /** A chat message not sent: every student was still waiting for a reply. */
  noFreeStudent(): void;
}

type Http = TRPCClient<AppRouter>;

interface Student {
  user: BenchUser;
  http: Http;
  live: LiveClient;
  /** The message in flight, until its reply is saved. */
  waiting?: { sentAt: number; sawDelta: boolean; teacherSaw: boolean; timer: NodeJS.Timeout };
}

const QUESTIONS = [
  'How does binary search work?',
  'Why must the list be sorted for binary search?',
  'What is the difference between selection sort and insertion sort?',
  'How many comparisons does linear search need in the worst case?',
  'When is insertion sort a good choice?',
  'Can you trace binary search on a small list?',
];

const STUDENT_PAGES: ((http: Http, activityId: string) => Promise<unknown>)[] = [
  (http) => http.student.dashboard.query(),
  (http) => http.student.courses.list.query(),
  (http) => http.student.activities.list.query(),
  (http, activityId) =>
    Promise.all([
      http.student.activities.byId.query({ activityId }),
      http.student.chat.history.query({ activityId }),
    ]),
];

const TEACHER_PAGES: ((http: Http) => Promise<unknown>)[] = [
  (http) => http.teacher.dashboard.query(),
  (http) => http.teacher.courses.list.query(),
  (http) => http.teacher.activities.list.query({ tab: 'all' }),
  (http) => http.teacher.responses.list.query({}),
];

// A reply that has not ended by then frees its student anyway (and counts as an error).
const REPLY_TIMEOUT_MS = 60_000;

/**
 * The people of the mixed load: `students` students of CS101 on the demo activity's page
 * (its two subscriptions open), both demo teachers browsing, and Maria, CS101's teacher,
 * watching the live responses list and five students' transcripts.
 */
export async function startWorkload(
  app: BenchApp,
  opts: { students: number; random: () => number },
) {
  const { activityId } = await readyActivity(app.orm, 'CS101');
  const users = await addStudents(app.orm, { courseCode: 'CS101', count: opts.students });
  const maria = await signIn(app.orm, 'maria.okafor@example.edu');
  const james = await signIn(app.orm, 'james.chen@example.edu');
  const teachers = [maria, james].map((t) => httpClient(app.url, { cookie: t.cookie }));
  let recorder: Recorder | undefined;
  let drops = 0;

  const students: Student[] = users.map((user) => ({
    user,
    http: httpClient(app.url, { cookie: user.cookie }),
    live: liveClient(app.url, { cookie: user.cookie }, () => drops++),
  }));
  const byId = new Map(students.map((s) => [s.user.id, s]));
  const free = (s: Student) => {
    if (s.waiting) clearTimeout(s.waiting.timer);
    s.waiting = undefined;
  };
  for (let i = 0; i < students.length; i += 50) {
    await Promise.all(
      students.slice(i, i + 50).map(
        (s) =>
          openActivityPage(s.live, activityId, (event) => {
            const w = s.waiting;
            if (!w) return;
            if (event.type === 'delta' && !w.sawDelta) {
              w.sawDelta = true;
              recorder?.firstDelta(performance.now() - w.sentAt);
            }
            if (event.type === 'message' && event.message.sender === 'assistant') free(s);
            if (event.type === 'reply-error') free(s);
          }).ready,
      ),
    );
  }

  // The live responses list names conversations, not students (a pseudonymised course's
  // teacher must not learn who wrote): the bench looks each one's student up once.
  const studentOf = new Map<string, Student | undefined>();
  const whose = async (conversationId: string) => {
    if (!studentOf.has(conversationId)) {
      const [row] = await app.orm.em
        .getConnection()
        .execute<{ student_id: string }[]>('select student_id from conversations where id = ?', [
          conversationId,
        ]);
      studentOf.set(conversationId, row && byId.get(row.student_id));
    }
    return studentOf.get(conversationId);
  };
  const teacherLive = liveClient(app.url, { cookie: maria.cookie }, () => drops++);
  await new Promise<void>((resolve, reject) => {
    teacherLive.trpc.teacher.onResponses.subscribe(undefined, {
      onStarted: () => resolve(),
      onError: reject,
      onData: (event) => {
        const at = performance.now();
        if (event.kind !== 'message') return;
        void whose(event.conversationId).then((s) => {
          const w = s?.waiting;
          if (w && !w.teacherSaw) {
            w.teacherSaw = true;
            recorder?.teacherSaw(at - w.sentAt);
          }
        });
      },
    });
  });
  for (const s of students.slice(0, 5)) {
    teacherLive.trpc.teacher.onTranscript.subscribe(
      { activityId, studentEmail: s.user.email },
      { onError: () => drops++ },
    );
  }

  const pick = <T>(items: T[]): T => items[Math.floor(opts.random() * items.length)] as T;
  const timed = async (kind: OpKind, call: () => Promise<unknown>) => {
    const started = performance.now();
    const r = recorder;
    try {
      await call();
      r?.request(kind, performance.now() - started);
    } catch (err) {
      r?.request(
        kind,
        performance.now() - started,
        err instanceof Error ? err.message : String(err),
      );
    }
  };
  const chat = async () => {
    let student: Student | undefined;
    for (let tries = 0; tries < 20 && (!student || student.waiting); tries++)
      student = pick(students);
    student = student?.waiting ? students.find((s) => !s.waiting) : student;
    if (!student) return recorder?.noFreeStudent();
    const s = student;
    s.waiting = {
      sentAt: performance.now(),
      sawDelta: false,
      teacherSaw: false,
      timer: setTimeout(() => free(s), REPLY_TIMEOUT_MS),
    };
    await timed('chat message', async () => {
      try {
        await s.http.student.chat.send.mutate({ activityId, content: pick(QUESTIONS) });
      } catch (err) {
        free(s);
        throw err;
      }
    });
  };

  return {
    /** Where measurements go from now on (one recorder per step). */
    record(r: Recorder | undefined) {
      recorder = r;
    },
    /** Websockets that closed without being asked to. */
    drops: () => drops,
    /** Starts one operation; resolves when its request has been answered. */
    run(kind: OpKind): Promise<void> {
      if (kind === 'chat message') return chat();
      if (kind === 'teacher page') return timed(kind, () => pick(TEACHER_PAGES)(pick(teachers)));
      return timed(kind, () => pick(STUDENT_PAGES)(pick(students).http, activityId));
    },
    async close() {
      await Promise.all([...students.map((s) => s.live.close()), teacherLive.close()]);
    },
  };
}
