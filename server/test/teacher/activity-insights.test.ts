import type { EntityManager } from '@mikro-orm/postgresql';
import type { Citation, Feedback } from '@teachchat/shared';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConversation } from '../../src/chat/conversations.ts';
import type { AppRouter } from '../../src/index.ts';
import { Activity } from '../../src/db/entities/activity.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { OFFLINE_NOTHING } from '../../src/rag/answer/offline.ts';
import { writePdf } from '../../src/rag/ingest/pdf-writer.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let mariaCookie: string;
let maria: ReturnType<typeof httpClient>;
let james: ReturnType<typeof httpClient>;
let admin: ReturnType<typeof httpClient>;
let sofia: ReturnType<typeof httpClient>;
let activityId: string;

// Every page holds "hash", "table", "key" and "bucket": words of the whole material name
// no topic. Page 4 is never cited; the glossary is never cited.
const PAGES = [
  'A hash table keeps each key in a bucket. A hash function turns the key into the bucket number.',
  'A collision happens when two keys of a hash table land in one bucket; the bucket then holds a list.',
  'The load factor of a hash table is its keys per bucket. Past 0.75 the table is resized and every key moves to a new bucket.',
  'Deleting a key from a hash table marks its bucket with a tombstone.',
];

interface Turn {
  student: string;
  question: string;
  at: string;
  /** The page the reply cited; null: the reply said the material does not cover it. */
  page: number | null;
  feedback?: Feedback;
}

// A class of four (Aisha, Lucas, Sofia, Omar); Omar never asks anything.
const TURNS: Turn[] = [
  {
    student: 'aisha',
    question: 'How does a hash function pick a bucket?',
    at: '2026-03-02T09:10:00Z',
    page: 1,
    feedback: 'like',
  },
  {
    student: 'aisha',
    question: 'What happens on a collision?',
    at: '2026-03-02T09:20:00Z',
    page: 2,
  },
  {
    student: 'lucas',
    question: 'Why do collisions slow the lookups down?',
    at: '2026-03-02T23:30:00Z',
    page: 2,
    feedback: 'dislike',
  },
  { student: 'lucas', question: 'What is recursion?', at: '2026-03-04T14:05:00Z', page: null },
  {
    student: 'sofia',
    question: 'Can recursion replace loops?',
    at: '2026-03-04T14:40:00Z',
    page: null,
  },
  {
    student: 'sofia',
    question: 'When is the table resized?',
    at: '2026-03-04T15:00:00Z',
    page: 3,
  },
];

async function seedClass(em: EntityManager) {
  const chunks = await em.find(Chunk, { activity: activityId }, { populate: ['file'] });
  const citationOf = (page: number): Citation => {
    const chunk = chunks.find((c) => c.page === page);
    if (!chunk) throw new Error(`no passage on page ${page}`);
    return { index: 1, fileId: chunk.file.id, fileName: 'hashing.pdf', page, text: chunk.text };
  };
  for (const turn of TURNS) {
    const student = await em.findOneOrFail(User, { email: emailOf(turn.student) });
    const conversation = await ensureConversation(em, activityId, student.id);
    const at = new Date(turn.at);
    em.create(Message, { conversation, sender: 'user', content: turn.question, createdAt: at });
    em.create(Message, {
      conversation,
      sender: 'assistant',
      content: turn.page === null ? OFFLINE_NOTHING : `Page ${turn.page} says so [1].`,
      citations: turn.page === null ? [] : [citationOf(turn.page)],
      covered: turn.page !== null,
      offline: true,
      feedback: turn.feedback ?? null,
      createdAt: new Date(at.getTime() + 5_000),
    });
  }
  await em.flush();
  const aisha = await em.findOneOrFail(User, { email: emailOf('aisha') });
  await em.nativeUpdate(
    Conversation,
    { activity: activityId, student: aisha.id },
    { status: 'completed', submittedAt: new Date('2026-03-02T10:00:00Z') },
  );
}

const emailOf = (name: string) =>
  ({
    aisha: 'aisha.patel@example.edu',
    lucas: 'lucas.moreau@example.edu',
    sofia: 'sofia.ramirez@example.edu',
  })[name] ?? '';

beforeAll(async () => {
  app = await startTestApp();
  const client = async (email: string) =>
    httpClient(app, { cookie: (await signIn(app, email)).cookie });
  mariaCookie = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  maria = httpClient(app, { cookie: mariaCookie });
  james = await client('james.chen@example.edu');
  admin = await client('dana.whitfield@example.edu');
  sofia = await client(emailOf('sofia'));
  const activity = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Hash tables',
    files: [
      { name: 'hashing.pdf', bytes: writePdf(PAGES) },
      { name: 'glossary.md', bytes: text('# Glossary\n\nHash table: keys in buckets.') },
    ],
  });
  activityId = activity.id;
  expect((await materialSettled(app, activityId)).materialStatus).toBe('ready');
  await seedClass(app.db.orm.em.fork() as EntityManager);
});
afterAll(() => app.close());

describe('the overview', () => {
  it('counts the class: questions, active students, submissions, gaps and feedback', async () => {
    const overview = await maria.teacher.insights.overview.query({ activityId });
    expect(overview.activity).toMatchObject({
      title: 'Hash tables',
      courseCode: 'CS101',
      teacherName: 'Maria Okafor',
    });
    expect(overview.totals).toEqual({
      enrolled: 4,
      activeStudents: 3,
      questions: 6,
      submissions: 1,
      notCovered: 2,
      liked: 1,
      disliked: 1,
    });
  });

  it('charts questions and active students per day, quiet days included, and per hour', async () => {
    const overview = await maria.teacher.insights.overview.query({ activityId });
    expect(overview.days).toEqual([
      { day: '2026-03-02', questions: 3, activeStudents: 2, submissions: 1, submitted: 1 },
      { day: '2026-03-03', questions: 0, activeStudents: 0, submissions: 0, submitted: 1 },
      { day: '2026-03-04', questions: 3, activeStudents: 2, submissions: 0, submitted: 1 },
    ]);
    const asked = overview.hours.filter((h) => h.questions > 0);
    expect(asked).toEqual([
      { hour: 9, questions: 2 },
      { hour: 14, questions: 2 },
      { hour: 15, questions: 1 },
      { hour: 23, questions: 1 },
    ]);
    expect(overview.hours).toHaveLength(24);
  });

  it("counts days and hours in the viewer's time", async () => {
    // An hour east of UTC, Lucas's 23:30 question was asked at half past midnight on the 3rd.
    const overview = await maria.teacher.insights.overview.query({
      activityId,
      utcOffsetMinutes: 60,
    });
    expect(overview.days.map((d) => [d.day, d.questions, d.activeStudents])).toEqual([
      ['2026-03-02', 2, 1],
      ['2026-03-03', 1, 1],
      ['2026-03-04', 3, 2],
    ]);
    expect(overview.hours.find((h) => h.hour === 0)?.questions).toBe(1);
  });
});

describe('most-asked topics', () => {
  it('groups questions by a rare word of the material they share, with the passages that answered', async () => {
    const { topics, questionsRead, ungrouped } = await maria.teacher.insights.topics.query({
      activityId,
    });
    expect(questionsRead).toBe(6);
    // "hash", "table" and "bucket" are on every page: they name no topic.
    expect(topics).toHaveLength(1);
    expect(topics[0]).toMatchObject({ label: 'collision', count: 2 });
    expect(topics[0]?.questions.map((q) => [q.question, q.studentEmail])).toEqual([
      ['Why do collisions slow the lookups down?', emailOf('lucas')],
      ['What happens on a collision?', emailOf('aisha')],
    ]);
    expect(topics[0]?.passages).toEqual([
      expect.objectContaining({ fileName: 'hashing.pdf', page: 2, count: 2 }),
    ]);
    expect(topics[0]?.passages[0]?.excerpt).toContain('A collision happens');
    expect(ungrouped).toBe(4);
  });
});

describe('material gaps', () => {
  it('groups the questions the material does not cover, and lists disliked answers', async () => {
    const { notCovered, disliked } = await maria.teacher.insights.gaps.query({ activityId });
    expect(notCovered.map((g) => [g.label, g.questions.map((q) => q.question)])).toEqual([
      ['recursion', ['Can recursion replace loops?', 'What is recursion?']],
    ]);
    expect(notCovered[0]?.questions[0]).toMatchObject({
      studentEmail: emailOf('sofia'),
      studentName: 'Sofia Ramirez',
      answer: OFFLINE_NOTHING,
    });
    expect(disliked.map((g) => [g.label, g.questions.map((q) => q.question)])).toEqual([
      [null, ['Why do collisions slow the lookups down?']],
    ]);
  });
});

describe('material use', () => {
  it('counts the citations of each file and page, showing pages and files never used', async () => {
    const { files } = await maria.teacher.insights.materialUse.query({ activityId });
    expect(files.map((f) => ({ name: f.fileName, uses: f.uses, pages: f.pages }))).toEqual([
      { name: 'glossary.md', uses: 0, pages: [] },
      {
        name: 'hashing.pdf',
        uses: 4,
        pages: [
          { page: 1, uses: 1 },
          { page: 2, uses: 2 },
          { page: 3, uses: 1 },
          { page: 4, uses: 0 },
        ],
      },
    ]);
  });
});

describe('feedback', () => {
  it('lists liked and disliked answers with their questions and students', async () => {
    const { liked, disliked } = await maria.teacher.insights.feedback.query({ activityId });
    expect(liked.map((a) => [a.question, a.answer, a.studentEmail])).toEqual([
      ['How does a hash function pick a bucket?', 'Page 1 says so [1].', emailOf('aisha')],
    ]);
    expect(disliked.map((a) => [a.question, a.studentName])).toEqual([
      ['Why do collisions slow the lookups down?', 'Lucas Moreau'],
    ]);
  });
});

describe('the page', () => {
  it('gets its five answers in one batched request, as the browser asks for them', async () => {
    const batched = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${app.url}/trpc`,
          transformer: superjson,
          headers: { cookie: mariaCookie },
        }),
      ],
    });
    const insights = batched.teacher.insights;
    const [overview, topics, gaps, material, feedback] = await Promise.all([
      insights.overview.query({ activityId }),
      insights.topics.query({ activityId }),
      insights.gaps.query({ activityId }),
      insights.materialUse.query({ activityId }),
      insights.feedback.query({ activityId }),
    ]);
    expect([
      overview.totals.questions,
      topics.topics.length,
      gaps.notCovered.length,
      material.files.length,
      feedback.liked.length,
    ]).toEqual([6, 1, 1, 2, 1]);
  });
});

describe('access', () => {
  const procedures = ['overview', 'topics', 'gaps', 'materialUse', 'feedback'] as const;

  it("is the activity's teacher's and any admin's; another teacher finds no such activity", async () => {
    for (const name of procedures) {
      const refused = await james.teacher.insights[name]
        .query({ activityId })
        .catch((e: unknown) => e);
      expect(httpStatusOf(refused), name).toBe(404);
      expect((refused as Error).message).toBe(`Activity details not found for ID: ${activityId}`);
    }
    const seen = await admin.admin.insights.overview.query({ activityId });
    expect(seen.totals.questions).toBe(6);
    expect((await admin.admin.insights.gaps.query({ activityId })).notCovered).toHaveLength(1);
  });

  it('is never reached by a student', async () => {
    for (const name of procedures) {
      const teacherSide = await sofia.teacher.insights[name]
        .query({ activityId })
        .catch((e: unknown) => e);
      const adminSide = await sofia.admin.insights[name]
        .query({ activityId })
        .catch((e: unknown) => e);
      expect([httpStatusOf(teacherSide), httpStatusOf(adminSide)], name).toEqual([403, 403]);
    }
  });
});

describe('replies written by the chat', () => {
  it('mark what the material does not cover, and count the pages they cite', async () => {
    const em = app.db.orm.em.fork();
    const demo = await em.findOneOrFail(
      Activity,
      { course: { courseCode: 'CS101' } },
      {
        orderBy: { createdAt: 'asc' },
      },
    );
    await materialSettled(app, demo.id);
    const covered = await ask(demo.id, 'What is binary search?');
    await ask(demo.id, 'How many moons does Jupiter have?');
    await sofia.student.chat.feedback.mutate({ messageId: covered.id, feedback: 'dislike' });

    const input = { activityId: demo.id };
    const { totals } = await maria.teacher.insights.overview.query(input);
    expect(totals).toMatchObject({ questions: 2, activeStudents: 1, notCovered: 1, disliked: 1 });
    const gaps = await maria.teacher.insights.gaps.query(input);
    expect(gaps.notCovered.flatMap((g) => g.questions.map((q) => q.question))).toEqual([
      'How many moons does Jupiter have?',
    ]);
    expect(gaps.disliked.flatMap((g) => g.questions.map((q) => q.question))).toEqual([
      'What is binary search?',
    ]);
    const { files } = await maria.teacher.insights.materialUse.query(input);
    expect(files.reduce((sum, f) => sum + f.uses, 0)).toBe(covered.citations.length);
    expect(covered.citations.length).toBeGreaterThan(0);
  });
});

describe('an activity in Spanish', () => {
  // Its material, one topic a passage; the questions as Spanish students write them.
  const MATERIAL = {
    'clave-primaria.md':
      '# La clave primaria\n\nUna clave primaria es la columna que identifica de forma única cada fila de una tabla. Ninguna fila puede repetir el valor de su clave primaria.',
    'claves-foraneas.md':
      '# Claves foráneas\n\nUna clave foránea es una columna cuyos valores deben existir en la clave primaria de otra tabla.',
    'indices.md':
      '# Índices\n\nUn índice es una estructura auxiliar que acelera las búsquedas: la base de datos encuentra las filas sin recorrer la tabla entera.',
    'transacciones.md':
      '# Transacciones\n\nUna transacción agrupa varias operaciones que se aplican todas juntas o ninguna. Si el sistema falla, la base de datos deshace la transacción inacabada.',
    'normalizacion.md':
      '# Normalización\n\nLa normalización reparte los datos en varias tablas para que cada dato se guarde una sola vez en la base de datos.',
  };
  const QUESTIONS: [string, string][] = [
    ['aisha', '¿Qué es una clave primaria?'],
    ['lucas', '¿Para qué sirve la clave primaria?'],
    ['sofia', '¿Cómo creo una clave foránea?'],
    ['aisha', '¿Qué es un índice?'],
    ['lucas', '¿Para qué sirven los índices?'],
    ['sofia', '¿Cuándo se deshace una transacción?'],
    ['lucas', '¿Qué diferencia hay entre una transacción y una operación?'],
    ['aisha', '¿Cómo funciona la normalización?'],
  ];
  let spanishId: string;

  beforeAll(async () => {
    const activity = await createActivity(app, {
      courseCode: 'CS101',
      title: 'Bases de datos',
      files: Object.entries(MATERIAL).map(([name, body]) => ({ name, bytes: text(body) })),
    });
    spanishId = activity.id;
    expect((await materialSettled(app, spanishId)).materialStatus).toBe('ready');
    const em = app.db.orm.em.fork() as EntityManager;
    for (const [i, [student, question]] of QUESTIONS.entries()) {
      const user = await em.findOneOrFail(User, { email: emailOf(student) });
      const conversation = await ensureConversation(em, spanishId, user.id);
      em.create(Message, {
        conversation,
        sender: 'user',
        content: question,
        createdAt: new Date(Date.UTC(2026, 2, 10, 9, i)),
      });
    }
    await em.flush();
  });

  it('groups its questions by Spanish stems, named as the students wrote them', async () => {
    const { topics, questionsRead, ungrouped } = await maria.teacher.insights.topics.query({
      activityId: spanishId,
    });
    expect(questionsRead).toBe(QUESTIONS.length);
    // "¿Qué…?", "sirve", "diferencia", "hay" only ask: they group nothing; "base de datos" is
    // in most passages. "índice" and "índices" are one stem (unaccented, as the material's
    // chunks are indexed), named by the material's heading that holds it; "clave primaria"
    // is written together in two questions ("una" is a Spanish stop word, no phrase).
    expect(topics.map((t) => [t.term, t.label, t.questions.map((q) => q.question)])).toEqual([
      [
        'clav',
        'clave primaria',
        [
          '¿Cómo creo una clave foránea?',
          '¿Para qué sirve la clave primaria?',
          '¿Qué es una clave primaria?',
        ],
      ],
      ['indic', 'Índices', ['¿Para qué sirven los índices?', '¿Qué es un índice?']],
      [
        'transaccion',
        'Transacciones',
        [
          '¿Qué diferencia hay entre una transacción y una operación?',
          '¿Cuándo se deshace una transacción?',
        ],
      ],
    ]);
    expect(ungrouped).toBe(1);
  });
});

/** Sofia asks in the chat and waits for the saved reply. */
async function ask(activityId: string, content: string) {
  const { replyId } = await sofia.student.chat.send.mutate({ activityId, content });
  let reply;
  await expect
    .poll(async () => {
      const { messages } = await sofia.student.chat.history.query({ activityId });
      reply = messages.find((m) => m.id === replyId);
      return reply;
    })
    .toBeDefined();
  return reply as unknown as { id: string; citations: Citation[] };
}
